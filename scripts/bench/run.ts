import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBooks } from './books.ts';
import { benchImports } from './imports.ts';
import { benchInvoices } from './invoices.ts';
import { benchLists } from './lists.ts';
import { type LoadResult, limitOf, runLoad } from './load.ts';
import { benchOverhead, printOverhead } from './overhead.ts';
import { processCpuMs } from './process-cpu.ts';
import { benchProxy, printProxy } from './proxy.ts';
import { freePort, runScript, startServer, stopServer } from './servers.ts';
import { signInSeededUser } from './sign-in.ts';
import { answerHelp } from '../cli-help.ts';

/**
 * `pnpm bench`: requests per second and p99 latency of app-version, users/profile and the stakeholder list (one
 * company with BENCH_STAKEHOLDERS, 100,000, stakeholders: a page, a search, a sort by name, both) on the real
 * mock-api server (its own process,
 * a fresh seeded SQLite file), beside a bare Hono hello-world in the same run. Each target gets a short warm-up,
 * then DURATION_MS with CONNECTIONS kept-alive connections and at most its request budget; the run stops by itself.
 * `BENCH_ONLY=servers` runs only this part.
 * Then the mock's own overhead (overhead.ts): app-version and the translation map as `npm start` serves them, beside
 * a bare Hono server sending the same bytes, in turn over BENCH_OVERHEAD_ROUNDS rounds (`BENCH_ONLY=overhead` runs only
 * this part, on the plain seed). Then the gateway's cost (proxy.ts): calls through a mock forwarding to another
 * (`--upstream`) beside the same calls made directly (`BENCH_ONLY=proxy` runs only this). Then the books (books.ts): trial balance and ledger pages over
 * 1,000,000 voucher lines, beside the raw SQL; the lists in process (lists.ts): stakeholders, items, vouchers and
 * invoices at 100,000 rows each, beside the raw SQL; the invoices (invoices.ts); a spreadsheet import of 10,000
 * customers, previewed and committed (imports.ts).
 */
answerHelp(`pnpm bench — measures the mock API and the books on a fresh seeded database; stops by itself
(docs/developers/performance.md has the figures and how to read them)

Flags:
  --profile                  keep a CPU profile of the mock API over the overhead part, and of the forwarding mock
                             over the gateway's (in .bench/profiles/), and print their heaviest functions per request
                             (the profiler slows the mock a little)

Environment (defaults in brackets):
  BENCH_ONLY=overhead        only the mock's own overhead beside a bare Hono server (a minute or two)
  BENCH_ONLY=proxy           only the gateway's cost: calls through a mock forwarding to another (--upstream) vs direct
  BENCH_ONLY=servers         only the servers over HTTP: app-version, the profile, the stakeholder list, hello-world
  BENCH_DURATION_MS [5000]   each HTTP target's length;  BENCH_CONNECTIONS [10] kept-alive connections
  BENCH_STAKEHOLDERS [100000], BENCH_LIST_REQUESTS [5000]   the stakeholder list over HTTP
  BENCH_OVERHEAD_ROUNDS [5], BENCH_OVERHEAD_MS [2000]       the overhead's rounds
  BENCH_BOOK_LINES [1000000], BENCH_BOOK_RUNS [15], BENCH_LEDGER_PAGES [500]   the books
  BENCH_LIST_ROWS [100000], BENCH_LIST_RUNS [200], BENCH_LISTS=a,b   the lists in process
  BENCH_INVOICES [100000], BENCH_INVOICE_RUNS [300]         the invoices
  BENCH_IMPORT_ROWS [10000], BENCH_IMPORT_RUNS [3]          a customers CSV previewed and committed`);

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const maxRequests = 500_000;
/** The list targets do real SQLite work per request; a budget keeps their share of the run bounded. */
const listRequests = Number(process.env.BENCH_LIST_REQUESTS ?? 5000);
/** The stakeholder list's size as bench-seed.ts fills it (BENCH_STAKEHOLDERS), for the targets' names. */
const size = `${Math.round(Number(process.env.BENCH_STAKEHOLDERS ?? 100_000) / 1000)}k`;

/** The overhead's rounds (overhead.ts) and each measurement's length in them. */
const overheadRounds = Number(process.env.BENCH_OVERHEAD_ROUNDS ?? 5);
const overheadMs = Number(process.env.BENCH_OVERHEAD_MS ?? 2000);
/** `BENCH_ONLY=overhead` runs the mock's own overhead alone (a minute or two, on the plain seed); `proxy` the gateway's. */
const only = process.env.BENCH_ONLY;
const overheadOnly = only === 'overhead' || only === 'proxy';
const serversOnly = only === 'servers';
/** `--profile`: the overhead part's mock runs under the CPU profiler, its profile kept where git ignores it. */
const profileDir = process.argv.includes('--profile') ? join(root, '.bench', 'profiles') : undefined;
/** The overhead's and the gateway's rounds alike. */
const roundsOptions = {
  connections,
  durationMs: overheadMs,
  rounds: overheadRounds,
  ...(profileDir ? { profileDir } : {}),
};

const tmp = mkdtempSync(join(tmpdir(), 'daftar-bench-'));
const dbFile = join(tmp, 'bench.sqlite');
const [apiPort, payPort, helloPort] = [await freePort(), await freePort(), await freePort()];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const helloUrl = `http://127.0.0.1:${helloPort}/`;

runScript(root, 'mock-api/src/cli/db-setup.ts', { DATABASE_URL: dbFile });
if (!overheadOnly) await benchServers();
try {
  if (only !== 'proxy' && !serversOnly) printOverhead(await benchOverhead(root, dbFile, tmp, roundsOptions));
  if (only !== 'overhead' && !serversOnly) printProxy(await benchProxy(root, dbFile, tmp, roundsOptions), connections);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (!overheadOnly && !serversOnly) {
  benchBooks(root);
  benchLists(root);
  benchInvoices(root);
  benchImports(root);
}

/** App-version, users/profile and the stakeholder list at BENCH_STAKEHOLDERS beside a Hono hello-world. */
async function benchServers(): Promise<void> {
  runScript(root, 'mock-api/src/cli/bench-seed.ts', { DATABASE_URL: dbFile });
  const api = await startServer(
    root,
    'mock-api/src/server.ts',
    {
      DATABASE_URL: dbFile,
      API_PORT: String(apiPort),
      PAY_API_PORT: String(payPort),
      LOG_REQUESTS: 'false',
      MOCK_CONTROL: 'false',
      NODE_ENV: 'development',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
    `${apiUrl}/health`,
  );
  const hello = await startServer(root, 'mock-api/src/cli/bench-hello.ts', { PORT: String(helloPort) }, helloUrl);

  try {
    const token = await signInSeededUser(apiUrl, 'user@daftar.local');
    const auth = { Authorization: `Bearer ${token}` };
    const stakeholders = `${apiUrl}/api/v1/companies/1/stakeholders`;
    const targets: { name: string; url: string; headers: Record<string, string>; budget?: number }[] = [
      { name: 'Hono hello-world (baseline)', url: helloUrl, headers: {} },
      { name: 'GET app-version', url: `${apiUrl}/api/v1/app-setting/app-version`, headers: {} },
      {
        name: 'GET users/profile (token)',
        url: `${apiUrl}/api/v1/users/profile`,
        headers: auth,
      },
      { name: `GET stakeholders, ${size}: page 1`, url: stakeholders, headers: auth, budget: listRequests },
      {
        name: `GET stakeholders, ${size}: search q=احمدی`,
        url: `${stakeholders}?q=${encodeURIComponent('احمدی')}`,
        headers: auth,
        budget: listRequests,
      },
      {
        name: `GET stakeholders, ${size}: sort=displayName p.50`,
        url: `${stakeholders}?sort=displayName&page=50`,
        headers: auth,
        budget: listRequests,
      },
      {
        name: `GET stakeholders, ${size}: q=احمدی sort=displayName p.5`,
        url: `${stakeholders}?q=${encodeURIComponent('احمدی')}&sort=displayName&page=5`,
        headers: auth,
        budget: listRequests,
      },
    ];
    const results: Measured[] = [];
    for (const { budget = maxRequests, ...target } of targets) {
      const pid = target.url === helloUrl ? hello.pid : api.pid;
      await runLoad({ ...target, connections, durationMs: 500, maxRequests: budget });
      const before = processCpuMs(pid);
      const result = await runLoad({ ...target, connections, durationMs, maxRequests: budget });
      const after = processCpuMs(pid);
      const cpuUs =
        before === undefined || after === undefined ? undefined : ((after - before) * 1000) / result.requests;
      results.push({ name: target.name, result, cpuUs });
      console.log(`  ${target.name}: done`);
    }
    printTable(results);
  } finally {
    await Promise.all([stopServer(api), stopServer(hello)]);
  }
}

interface Measured {
  name: string;
  result: LoadResult;
  /** The server's CPU per request over the run (from /proc). */
  cpuUs: number | undefined;
}

function printTable(results: Measured[]): void {
  const baseline = results[0]?.result.rps ?? 1;
  const rows = results.map(({ name, result, cpuUs }) => [
    name,
    result.rps.toFixed(0),
    result.meanMs.toFixed(2),
    result.p99Ms.toFixed(0),
    cpuUs === undefined ? '?' : cpuUs.toFixed(0),
    String(result.errors),
    `${((result.rps / baseline) * 100).toFixed(0)}%`,
    limitOf(result, cpuUs),
  ]);
  const header = ['target', 'req/s', 'mean ms', 'p99 ms', 'CPU µs/req', 'errors', 'vs hello', 'limit'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(
    `\n${connections} connections (autocannon), ${durationMs / 1000} s per target, Node ${process.version}, loopback\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
