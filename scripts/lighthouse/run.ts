/**
 * `pnpm lighthouse` (issues 19 and 33): Lighthouse's mobile audit of /login on the built SPA, served by `vite preview`
 * beside the real mock API on a fresh seeded SQLite file, with Debian's Chromium (`CHROME_PATH`, default
 * /usr/bin/chromium; nothing downloads a browser). Lighthouse itself is the npm package, pinned and run through
 * `pnpm dlx` so the workspace's lockfile stays without its ~100 packages. Prints each run and the median of
 * performance, LCP, TBT and accessibility, and what the largest paint was. Options: `--runs N` (3), `--path /login`
 * (repeatable), `--signed-in` (the administrator's session in local storage; without `--path`, the four signed-in
 * pages of issue 33: the dashboard, the invoices' overview, the trial balance and the newest voucher's editor; the
 * app's service worker installed first unless `--first-visit`),
 * `--keep` (leave the JSON reports and their traces in the temporary folder), `--without-install-prompt` (the web
 * manifest blocked, so SPEC §2's install dialog, which opens once the browser offers installation, is not the
 * largest paint).
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type DebuggableSession, debuggableSession } from '../../web/e2e/harness/debuggable-session.ts';
import { freePort, mockApiEnv, runToEnd, startProcess, stop, waitForOk } from '../../web/e2e/harness/processes.ts';
import { signInThroughApi } from './signed-in.ts';

const lighthouseVersion = '13.5.0';
const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const webDir = join(repoDir, 'web');

interface Figures {
  /** Lighthouse's measure of the machine's CPU speed at the time (a quiet laptop scores 1,000–2,000). */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** What the largest paint was (Lighthouse's node label), so a late dialog is not mistaken for the screen. */
  lcpElement: string;
}

interface LighthouseReport {
  environment: { benchmarkIndex: number };
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue: number; details?: { items?: { type?: string; nodeLabel?: string }[] } }>;
}

function figuresOf(file: string): Figures {
  const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
  const audit = (id: string) => {
    const found = report.audits[id];
    if (!found) throw new Error(`the Lighthouse report has no ${id} audit`);
    return found;
  };
  return {
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    lcpElement:
      report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.nodeLabel ?? '?',
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const line = (f: Figures) =>
  `CPU benchmark index ${f.benchmarkIndex}: performance ${f.performance}, LCP ${(f.lcpMs / 1000).toFixed(1)} s, TBT ${f.tbtMs} ms, FCP ${(f.fcpMs / 1000).toFixed(1)} s, accessibility ${f.accessibility}`;

/** How an audit reaches its Chromium: one Lighthouse launches, or a signed-in one already open on a DevTools port. */
type Browser = { launch: true } | { port: number };

function lighthouse(
  url: string,
  output: string,
  withoutInstallPrompt: boolean,
  keep: boolean,
  browser: Browser,
): Promise<void> {
  const args = [
    'dlx',
    `lighthouse@${lighthouseVersion}`,
    url,
    '--quiet',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${output}`,
    ...('port' in browser
      ? // The session is in the profile's local storage: Lighthouse must not clear it (the script clears the cache).
        [`--port=${browser.port}`, '--disable-storage-reset']
      : ['--chrome-flags=--headless=new --no-sandbox --disable-gpu']),
    // Without its manifest the app is not installable: the browser never offers it, so SPEC §2's dialog stays shut.
    ...(withoutInstallPrompt ? ['--blocked-url-patterns=*.webmanifest'] : []),
    // Kept reports come with their trace (report-N-0.trace.json), to open in DevTools' Performance panel, with V8's
    // CPU samples in it so each long task shows its functions (sampling costs a little, so only when kept).
    ...(keep ? ['--save-assets', '--additional-trace-categories=disabled-by-default-v8.cpu_profiler'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, {
      cwd: repoDir,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`))));
  });
}

/** Issue 33's signed-in pages: the dashboard, the invoices' overview, the trial balance and a voucher's editor. */
const signedInPaths = (voucherId: number) => [
  '/dashboard',
  '/invoices/overview/all',
  '/accounting/balance',
  `/accounting/journal-ledger/${voucherId}/edit`,
];

interface AuditOptions {
  runs: number;
  tmp: string;
  webUrl: string;
  session: DebuggableSession | undefined;
  keep: boolean;
  values: { 'without-install-prompt'?: boolean };
}

/** Lighthouse `runs` times on one path, each run's figures and their median. */
async function audit(path: string, { runs, tmp, webUrl, session, keep, values }: AuditOptions): Promise<void> {
  const results: Figures[] = [];
  for (let run = 1; run <= runs; run++) {
    const output = join(tmp, `report-${path.replace(/\W+/g, '_')}-${run}.json`);
    await session?.beforeRun();
    await lighthouse(
      `${webUrl}${path}`,
      output,
      values['without-install-prompt'] === true,
      keep,
      session ? { port: session.port } : { launch: true },
    );
    const figures = figuresOf(output);
    results.push(figures);
    console.log(`${path} run ${run}: ${line(figures)}; largest paint: «${figures.lcpElement}»`);
  }
  const pick = (key: Exclude<keyof Figures, 'lcpElement'>) => median(results.map((figures) => figures[key]));
  console.log(
    `median of ${runs} (mobile, ${path}): ${line({
      benchmarkIndex: pick('benchmarkIndex'),
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      fcpMs: pick('fcpMs'),
      lcpElement: '',
    })}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      path: { type: 'string', multiple: true },
      'signed-in': { type: 'boolean' },
      keep: { type: 'boolean' },
      'without-install-prompt': { type: 'boolean' },
      'first-visit': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(`pnpm lighthouse [options] — builds the SPA, seeds a database, serves both and runs Lighthouse (mobile) with
Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); prints each run and the median

  --runs N                   runs to take the median of (3)
  --path P                   a page to audit, repeatable (/login)
  --signed-in                as the seeded administrator; without --path: /dashboard, /invoices/overview/all,
                             /accounting/balance and the newest voucher's editor
  --first-visit              signed in, but without the app's service worker and its caches (by default the
                             worker is installed first, as on a device where someone signed in)
  --keep                     keep each run's report and trace
  --without-install-prompt   block the manifest, so the install dialog stays shut`);
    return;
  }
  const runs = Math.max(1, Number(values.runs));
  const tmp = mkdtempSync(join(tmpdir(), 'daftar-lighthouse-'));
  const [apiPort, payPort, webPort, debugPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const signedIn = values['signed-in'] === true;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const dbFile = join(tmp, 'lighthouse.sqlite');
  const outDir = join(tmp, 'dist');
  const node = process.execPath;
  const vite = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const log = (text: string) => (process.env.LIGHTHOUSE_LOG ? console.log(text) : undefined);
  const children: ChildProcess[] = [];
  try {
    console.log('lighthouse: seeding the database and building the SPA');
    await runToEnd(node, ['mock-api/src/cli/db-setup.ts'], { cwd: repoDir, env: { DATABASE_URL: dbFile } });
    await runToEnd(node, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webDir,
      env: { VITE_API_URL: apiUrl, VITE_PAY_API_URL: `http://127.0.0.1:${payPort}` },
    });
    children.push(
      startProcess('mock-api', node, ['mock-api/src/server.ts'], {
        cwd: repoDir,
        log,
        // A session outlives the runs: a token refreshed mid-audit would add its requests to a measured load.
        env: {
          ...mockApiEnv(dbFile, { api: apiPort, pay: payPort }, [webUrl]),
          LOG_REQUESTS: 'false',
          ACCESS_TOKEN_TTL_SECONDS: '86400',
        },
      }),
      startProcess('web', node, [vite, 'preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'], {
        cwd: webDir,
        log,
      }),
    );
    // Two minutes, not the harness's 30 s: on a loaded machine the mock's start alone can take longer.
    await Promise.all([waitForOk(`${apiUrl}/health`, 120_000), waitForOk(webUrl, 120_000)]);

    const signIn = signedIn ? await signInThroughApi(apiUrl) : undefined;
    const paths = values.path ?? (signIn ? signedInPaths(signIn.voucherId) : ['/login']);
    const session = signIn
      ? await debuggableSession(debugPort, webUrl, signIn.storage, {
          kind: values['first-visit'] === true ? 'first' : 'returning',
          warmPath: paths[0] ?? '/dashboard',
        })
      : undefined;
    try {
      for (const path of paths) {
        await audit(path, { runs, tmp, webUrl, session, keep: values.keep === true, values });
      }
    } finally {
      await session?.close();
    }
    if (values.keep) console.log(`reports: ${tmp}`);
  } finally {
    await Promise.all(children.map(stop));
    if (!values.keep) rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
