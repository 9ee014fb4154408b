import type { ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, mockApiEnv, runToEnd, startProcess, stop, waitForOk } from './processes.ts';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoDir = join(webDir, '..');
export const artifactsDir = join(webDir, 'e2e', '.artifacts');

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    payApiUrl: string;
    /** The production build the preview serves, for byte budgets. */
    webDistDir: string;
    /** The Vite dev server (a development build: the QA panel is there, not in production). */
    devWebUrl: string;
  }
}

/**
 * The stack e2e tests run against: a production build of the SPA served by `vite preview`, and the real mock-api
 * on a fresh SQLite file (migrated and seeded, translations included, by mock-api's db-setup), each as its own process.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(artifactsDir, { recursive: true });
  const logFile = join(artifactsDir, 'stack.log');
  rmSync(logFile, { force: true });
  const log = (line: string) => appendFileSync(logFile, `${line}\n`);

  const tmp = mkdtempSync(join(tmpdir(), 'daftar-e2e-'));
  const dbFile = join(tmp, 'e2e.sqlite');
  const [apiPort, payPort, webPort, devPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const payApiUrl = `http://127.0.0.1:${payPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const devWebUrl = `http://127.0.0.1:${devPort}`;
  const node = process.execPath;
  const vite = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const outDir = join(tmp, 'dist');

  const children: ChildProcess[] = [];
  await runToEnd(node, ['mock-api/src/cli/db-setup.ts'], { cwd: repoDir, env: { DATABASE_URL: dbFile } });
  children.push(
    startProcess('mock-api', node, ['mock-api/src/server.ts'], {
      cwd: repoDir,
      log,
      env: { ...mockApiEnv(dbFile, { api: apiPort, pay: payPort }, [webUrl, devWebUrl]), MOCK_CONTROL: 'true' },
    }),
  );
  await runToEnd(node, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    env: { VITE_API_URL: apiUrl, VITE_PAY_API_URL: payApiUrl },
  });
  children.push(
    startProcess('web', node, [vite, 'preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'], {
      cwd: webDir,
      log,
      // version.json follows the lab's web version, so tests announce a release as a deployment would.
      env: { WEB_VERSION_FROM_LAB: apiUrl },
    }),
  );
  children.push(
    startProcess('web-dev', node, [vite, '--port', String(devPort), '--strictPort'], {
      cwd: webDir,
      log,
      env: { VITE_API_URL: apiUrl, VITE_PAY_API_URL: payApiUrl, WEB_VERSION_FROM_LAB: apiUrl },
    }),
  );
  await Promise.all([
    waitForOk(`${apiUrl}/health`),
    waitForOk(`${payApiUrl}/health`),
    waitForOk(webUrl),
    waitForOk(devWebUrl),
  ]);

  project.provide('webUrl', webUrl);
  project.provide('apiUrl', apiUrl);
  project.provide('payApiUrl', payApiUrl);
  project.provide('webDistDir', outDir);
  project.provide('devWebUrl', devWebUrl);

  return async () => {
    await Promise.all(children.map(stop));
    rmSync(tmp, { recursive: true, force: true });
  };
}
