import type { ChildProcess } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { resetSweep } from './accessibility.ts';
import { buildDigest, cachedBuild } from './build-cache.ts';
import { copyBuildFor } from './build-copy.ts';
import { freePort, mockApiEnv, runToEnd, startProcess, stop, waitForOk } from './processes.ts';
import type { Stack } from './stack.ts';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoDir = join(webDir, '..');
export const artifactsDir = join(webDir, 'e2e', '.artifacts');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per e2e worker, in worker order (`VITEST_POOL_ID` 1 is the first): see `stack()`. */
    stacks: Stack[];
  }
}

interface Ports {
  api: number;
  pay: number;
  web: number;
  dev: number;
}

async function freePorts(): Promise<Ports> {
  return { api: await freePort(), pay: await freePort(), web: await freePort(), dev: await freePort() };
}

/** The seed's day: the business's (Tehran's), as the mock API counts it. */
const tehranDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());

const urlOf = (port: number) => `http://127.0.0.1:${port}`;
/**
 * The addresses the cached build bakes in, rewritten for each stack (build-copy.ts): outside the ports the OS hands
 * out (32768 and up), so no stack's own port is one of them, and five digits like those, so the copies keep its size.
 */
const builtPorts = { api: 10801, pay: 10802 };
/** Where the SPA's build is kept between runs, by a digest of what it is built from (build-cache.ts). */
const buildCacheDir = join(repoDir, 'node_modules', '.cache', 'daftar-e2e-build');
const localhostOf = (url: string) => url.replace('//127.0.0.1:', '//localhost:');

/**
 * The stacks e2e tests run against, one per worker (`maxWorkers` of the e2e project): each a real mock-api on a
 * SQLite file of its own (migrated and seeded once, translations included, then copied), the production build of the
 * SPA served by `vite preview`, and the Vite dev server, each as its own process. The SPA is built once, or not at
 * all when nothing it is built from changed since the last run (build-cache.ts); each stack serves a copy whose API
 * addresses are rewritten (the build bakes them in), byte for byte the same otherwise.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Tests write PDFs there with writeFileSync (screenshots make their folder, files do not): a fresh clone has none.
  mkdirSync(join(artifactsDir, 'screenshots'), { recursive: true });
  resetSweep();
  const logFile = join(artifactsDir, 'stack.log');
  rmSync(logFile, { force: true });
  const log = (line: string) => appendFileSync(logFile, `${line}\n`);

  const count = Math.max(1, project.config.maxWorkers);
  const tmp = mkdtempSync(join(tmpdir(), 'daftar-e2e-'));
  const node = process.execPath;
  const vite = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const ports: Ports[] = [];
  for (let index = 0; index < count; index++) ports.push(await freePorts());
  const seededDb = join(tmp, 'seeded.sqlite');

  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(children.map(stop));
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    // The build and the database's seeding are independent: both at once.
    const dayBefore = tehranDay();
    const buildEnv = { VITE_API_URL: urlOf(builtPorts.api), VITE_PAY_API_URL: urlOf(builtPorts.pay) };
    const [build] = await Promise.all([
      cachedBuild(buildCacheDir, buildDigest(repoDir, buildEnv), (outDir) =>
        runToEnd(node, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: webDir, env: buildEnv }),
      ),
      runToEnd(node, ['mock-api/src/cli/db-setup.ts'], { cwd: repoDir, env: { DATABASE_URL: seededDb } }),
    ]);
    log(`[setup] the SPA's build: ${build.built ? 'built' : 'unchanged, from the cache'} (${build.dir})`);
    // The servers snapshot their fresh copies instead of seeding again at the first reset, unless a day began meanwhile.
    const seededOn = dayBefore === tehranDay() ? { MOCK_SEEDED_ON: dayBefore } : {};
    const stacks: Stack[] = ports.map((own, index) => {
      const name = (label: string) => (count === 1 ? label : `${label} ${index + 1}`);
      const apiUrl = urlOf(own.api);
      const payApiUrl = urlOf(own.pay);
      const webUrl = urlOf(own.web);
      const devWebUrl = urlOf(own.dev);
      const dbFile = join(tmp, `e2e-${index + 1}.sqlite`);
      for (const suffix of ['', '-wal', '-shm'])
        if (existsSync(`${seededDb}${suffix}`)) copyFileSync(`${seededDb}${suffix}`, `${dbFile}${suffix}`);
      // Each stack serves a copy of its own, so a test that writes into its build leaves the cached one as built.
      const webDistDir = copyBuildFor(build.dir, join(tmp, `dist-${index + 1}`), [
        [urlOf(builtPorts.api), apiUrl],
        [urlOf(builtPorts.pay), payApiUrl],
        // The CSP names the API under each loopback name too (the page calls it on its own name).
        [`http://localhost:${builtPorts.api}`, `http://localhost:${own.api}`],
        [`http://localhost:${builtPorts.pay}`, `http://localhost:${own.pay}`],
      ]);
      children.push(
        startProcess(name('mock-api'), node, ['mock-api/src/server.ts'], {
          cwd: repoDir,
          log,
          // The pages are opened on 127.0.0.1, and on localhost by the test that a newcomer can use either name.
          env: {
            ...mockApiEnv(dbFile, { api: own.api, pay: own.pay }, [webUrl, devWebUrl, localhostOf(devWebUrl)]),
            MOCK_CONTROL: 'true',
            ...seededOn,
          },
        }),
        startProcess(
          name('web'),
          node,
          [vite, 'preview', '--outDir', webDistDir, '--port', String(own.web), '--strictPort'],
          {
            cwd: webDir,
            log,
            // version.json follows the lab's web version, so tests announce a release as a deployment would.
            env: { WEB_VERSION_FROM_LAB: apiUrl },
          },
        ),
        startProcess(name('web-dev'), node, [vite, '--port', String(own.dev), '--strictPort'], {
          cwd: webDir,
          log,
          env: { VITE_API_URL: apiUrl, VITE_PAY_API_URL: payApiUrl, WEB_VERSION_FROM_LAB: apiUrl },
        }),
      );
      return { webUrl, apiUrl, payApiUrl, webDistDir, devWebUrl, seededDbFile: seededDb };
    });
    // A process that ends before its stack answers has failed (an import error, a port taken): say so at once
    // instead of polling until the ceiling.
    const ended = children.map(
      (child) =>
        new Promise<never>((_, reject) =>
          child.once('exit', (code) =>
            reject(new Error(`a stack process (${child.spawnargs.slice(1).join(' ')}) ended with ${code}: ${logFile}`)),
          ),
        ),
    );
    // Stopping the stacks at the end ends them too, when nothing waits on these any more.
    for (const promise of ended) promise.catch(() => undefined);
    await Promise.race([
      Promise.all(
        stacks.flatMap((s) =>
          // A ceiling, not a wait: at a load of 20 on two cores the API answered its first /health after over 30 s.
          [`${s.apiUrl}/health`, `${s.payApiUrl}/health`, s.webUrl, s.devWebUrl].map((url) => waitForOk(url, 180_000)),
        ),
      ),
      ...ended,
    ]);

    project.provide('stacks', stacks);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
