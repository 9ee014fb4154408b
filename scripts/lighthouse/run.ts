/**
 * `pnpm lighthouse` (issue 19): Lighthouse's mobile audit of /login on the built SPA, served by `vite preview` beside
 * the real mock API on a fresh seeded SQLite file, with Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium;
 * nothing downloads a browser). Lighthouse itself is the npm package, pinned and run through `pnpm dlx` so the
 * workspace's lockfile stays without its ~100 packages. Prints each run and the median of performance, LCP, TBT and
 * accessibility, and what the largest paint was. Options: `--runs N` (3), `--path /login`, `--keep` (leave the JSON
 * reports and their traces in the temporary folder), `--without-install-prompt` (the web manifest blocked, so SPEC §2's install
 * dialog, which opens once the browser offers installation, is not the largest paint).
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, mockApiEnv, runToEnd, startProcess, stop, waitForOk } from '../../web/e2e/harness/processes.ts';

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

function lighthouse(url: string, output: string, withoutInstallPrompt: boolean, keep: boolean): Promise<void> {
  const args = [
    'dlx',
    `lighthouse@${lighthouseVersion}`,
    url,
    '--quiet',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${output}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    // Without its manifest the app is not installable: the browser never offers it, so SPEC §2's dialog stays shut.
    ...(withoutInstallPrompt ? ['--blocked-url-patterns=*.webmanifest'] : []),
    // Kept reports come with their trace (report-N-0.trace.json), to open in DevTools' Performance panel.
    ...(keep ? ['--save-assets'] : []),
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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      path: { type: 'string', default: '/login' },
      keep: { type: 'boolean' },
      'without-install-prompt': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(`pnpm lighthouse [options] — builds the SPA, seeds a database, serves both and runs Lighthouse (mobile) with
Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); prints each run and the median

  --runs N                   runs to take the median of (3)
  --path P                   the page (/login)
  --keep                     keep each run's report and trace
  --without-install-prompt   block the manifest, so the install dialog stays shut`);
    return;
  }
  const runs = Math.max(1, Number(values.runs));
  const tmp = mkdtempSync(join(tmpdir(), 'daftar-lighthouse-'));
  const [apiPort, payPort, webPort] = [await freePort(), await freePort(), await freePort()];
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
        env: { ...mockApiEnv(dbFile, { api: apiPort, pay: payPort }, [webUrl]), LOG_REQUESTS: 'false' },
      }),
      startProcess('web', node, [vite, 'preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'], {
        cwd: webDir,
        log,
      }),
    );
    await Promise.all([waitForOk(`${apiUrl}/health`), waitForOk(webUrl)]);

    const results: Figures[] = [];
    for (let run = 1; run <= runs; run++) {
      const output = join(tmp, `report-${run}.json`);
      await lighthouse(
        `${webUrl}${values.path}`,
        output,
        values['without-install-prompt'] === true,
        values.keep === true,
      );
      const figures = figuresOf(output);
      results.push(figures);
      console.log(`run ${run}: ${line(figures)}; largest paint: «${figures.lcpElement}»`);
    }
    const pick = (key: Exclude<keyof Figures, 'lcpElement'>) => median(results.map((figures) => figures[key]));
    console.log(
      `median of ${runs} (mobile, ${values.path}): ${line({
        benchmarkIndex: pick('benchmarkIndex'),
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        lcpElement: '',
      })}`,
    );
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
