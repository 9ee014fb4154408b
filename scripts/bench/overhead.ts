import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type LoadResult, limitOf, runLoad } from './load.ts';
import { processCpuMs } from './process-cpu.ts';
import { newestProfile, printProfile, profileFlags } from './profile.ts';
import { freePort, startServer, stopServer } from './servers.ts';
import { printTable } from './table.ts';

interface Pair {
  name: string;
  path: string;
}

/** The two answers every start-up asks for (SPEC §4): what issue 19 holds to ≥ 0.5× a bare server. */
const pairs: Pair[] = [
  { name: 'GET app-version', path: '/api/v1/app-setting/app-version' },
  { name: 'GET translation/fa (map)', path: '/api/v1/translation/fa' },
];

/** One server's figures for one answer: each round's, in the order measured. */
export interface OverheadRow {
  name: string;
  rounds: { result: LoadResult; cpuUsPerRequest: number | undefined }[];
}

export interface OverheadRun {
  rows: OverheadRow[];
  /** The machine's 1-minute load average after each measurement. */
  loads: number[];
  /** With `profileDir`: the mock's CPU profile and the requests it served while profiled. */
  profile?: { file: string; requests: number };
}

async function measure(
  url: string,
  headers: Record<string, string>,
  pid: number | undefined,
  options: { connections: number; durationMs: number },
): Promise<OverheadRow['rounds'][number]> {
  const before = processCpuMs(pid);
  const result = await runLoad({ url, headers, ...options, maxRequests: 500_000 });
  const after = processCpuMs(pid);
  const cpuUsPerRequest =
    before === undefined || after === undefined ? undefined : ((after - before) * 1000) / result.requests;
  return { result, cpuUsPerRequest };
}

/**
 * The mock's own overhead (issue 19): the mock API run as `npm start` runs it (fault lab and request log on) beside
 * a bare Hono server that answers the same paths with the same bytes (mock-api/src/cli/bench-echo.ts). The client
 * calls as the SPA does, cross-origin with its XSRF cookie. Besides requests per second, each row has the server's
 * CPU time per request (from /proc), which a busy machine moves far less than throughput. The two servers are
 * measured in turn, `rounds` times over (a shared machine's load moves within a run; the ratio of a round's
 * neighbours is what counts), after a warm-up of each.
 */
export async function benchOverhead(
  root: string,
  dbFile: string,
  tmp: string,
  options: { connections: number; durationMs: number; rounds: number; profileDir?: string },
): Promise<OverheadRun> {
  const [apiPort, payPort, echoPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const echoUrl = `http://127.0.0.1:${echoPort}`;
  const api = await startServer(
    root,
    'mock-api/src/server.ts',
    { DATABASE_URL: dbFile, API_PORT: String(apiPort), PAY_API_PORT: String(payPort), MOCK_CONTROL: 'true' },
    `${apiUrl}/health`,
    options.profileDir ? profileFlags(options.profileDir) : [],
  );
  let mockRequests = 0;
  let echo: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const xsrf = (await (await fetch(`${apiUrl}/api/v1/auth/xsrf`)).json()) as { itemInfo: { token: string } };
    const browser = { Origin: 'http://localhost:5173', Cookie: `XSRF-TOKEN=${xsrf.itemInfo.token}` };
    const bodies: Record<string, { contentType: string; body: string }> = {};
    for (const { path } of pairs) {
      const answer = await fetch(`${apiUrl}${path}`, { headers: browser });
      bodies[path] = {
        contentType: answer.headers.get('content-type') ?? 'application/json',
        body: await answer.text(),
      };
    }
    const bodiesFile = join(tmp, 'echo-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    echo = await startServer(
      root,
      'mock-api/src/cli/bench-echo.ts',
      { PORT: String(echoPort), BODIES_FILE: bodiesFile },
      `${echoUrl}/health`,
    );
    const load = { connections: options.connections, durationMs: options.durationMs };
    const servers = pairs.flatMap(({ name, path }) => [
      { name: `${name}: bare Hono, same bytes`, url: `${echoUrl}${path}`, headers: {}, pid: echo?.pid },
      { name: `${name}: mock API`, url: `${apiUrl}${path}`, headers: browser, pid: api.pid },
    ]);
    for (const { url, headers, pid } of servers) {
      const warmUp = await runLoad({
        url,
        headers,
        connections: options.connections,
        durationMs: 1000,
        maxRequests: 500_000,
      });
      if (pid === api.pid) mockRequests += warmUp.requests;
    }
    const rows: OverheadRow[] = servers.map(({ name }) => ({ name, rounds: [] }));
    const loads: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      for (const [i, { url, headers, pid }] of servers.entries()) {
        const round = await measure(url, headers, pid, load);
        rows[i]?.rounds.push(round);
        if (pid === api.pid) mockRequests += round.result.requests;
        loads.push(loadavg()[0] ?? 0);
      }
    }
    await stopServer(api);
    const file = options.profileDir ? newestProfile(options.profileDir) : undefined;
    return { rows, loads, ...(file ? { profile: { file, requests: mockRequests } } : {}) };
  } finally {
    await Promise.all([stopServer(api), echo ? stopServer(echo) : Promise.resolve()]);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The limit of the round whose throughput is the row's median. */
function medianRoundLimit(row: OverheadRow): string {
  const sorted = [...row.rounds].sort((a, b) => a.result.rps - b.result.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return middle ? limitOf(middle.result, middle.cpuUsPerRequest) : '';
}

const ratios = (values: number[]) => values.map((value) => `${value.toFixed(2)}`).join(' ');

/**
 * Prints each mock row beside the bare row above it: medians over the rounds, and the ratios of each round's
 * neighbours (throughput: mock/bare, so ≥ 0.5 is issue 19's target; CPU per request: mock/bare) with their median.
 */
export function printOverhead(run: OverheadRun): void {
  const { rows, loads } = run;
  const rounds = rows[0]?.rounds.length ?? 0;
  console.log(
    `\nThe mock's own overhead (as \`npm start\` runs it) beside a bare Hono server sending the same bytes: ${rounds} rounds, medians, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
  );
  const header = [
    'target',
    'req/s',
    'mean ms',
    'p99 ms',
    'CPU µs/req',
    'req/s vs bare (each round)',
    'CPU vs bare',
    'limit (median round)',
  ];
  const lines = rows.map((row, i) => {
    const bare = i % 2 === 1 ? rows[i - 1] : undefined;
    const cpu = row.rounds.map((r) => r.cpuUsPerRequest ?? Number.NaN);
    const rps = row.rounds.map((r) => r.result.rps);
    const rpsRatios = bare ? rps.map((value, j) => value / (bare.rounds[j]?.result.rps ?? Number.NaN)) : [];
    const cpuRatios = bare ? cpu.map((value, j) => value / (bare.rounds[j]?.cpuUsPerRequest ?? Number.NaN)) : [];
    return [
      row.name,
      median(rps).toFixed(0),
      median(row.rounds.map((r) => r.result.meanMs)).toFixed(2),
      median(row.rounds.map((r) => r.result.p99Ms)).toFixed(0),
      median(cpu).toFixed(0),
      bare ? `${median(rpsRatios).toFixed(2)}× (${ratios(rpsRatios)})` : '',
      bare ? `${median(cpuRatios).toFixed(1)}× (${ratios(cpuRatios)})` : '',
      medianRoundLimit(row),
    ];
  });
  printTable(header, lines);
  if (run.profile) printProfile(run.profile.file, run.profile.requests);
}
