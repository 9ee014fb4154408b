import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type LoadResult, runLoad } from './load.ts';
import { processCpuMs } from './process-cpu.ts';
import { newestProfile, printProfile, profileFlags } from './profile.ts';
import { freePort, startServer, stopServer } from './servers.ts';
import { signInSeededUser } from './sign-in.ts';
import { printTable } from './table.ts';

export interface ProxyRun {
  rows: ProxyRow[];
  /** The machine's 1-minute load average after each measurement. */
  loads: number[];
  /** With `profileDir`: the gateway's CPU profile and the calls it forwarded while profiled. */
  profile?: { file: string; requests: number };
}

interface ProxyRow {
  name: string;
  direct: LoadResult[];
  proxied: LoadResult[];
  /** CPU per call (µs) of the upstream answering directly, and of the forwarding mock alone on a proxied call. */
  upstreamCpuUs: number[];
  gatewayCpuUs: number[];
}

/**
 * Each side's warm-up per call, alike for both: the gateway runs more of node's code per call than the upstream, and
 * on a busy machine its optimised code was still being compiled after half a second, which the first rounds counted.
 */
const warmUpMs = 3000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The gateway's cost (issue 29): the same calls made to a mock API directly and through a second one forwarding to
 * it (`--upstream`, loopback), in turn (each side first in every other round), `rounds` times over after a warm-up
 * of each; the median of the rounds is compared. Held to at most 1 ms added to a call (the mean, by Little's law:
 * autocannon keeps whole milliseconds) and at least half the direct throughput. Each side's server CPU per call is
 * beside it, which the machine's load moves less, and the load generator's share of a core, which says whether it
 * set the pace.
 */
export async function benchProxy(
  root: string,
  dbFile: string,
  tmp: string,
  options: { connections: number; durationMs: number; rounds: number; profileDir?: string },
): Promise<ProxyRun> {
  const [upPort, upPayPort, proxyPort, proxyPayPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const upstreamUrl = `http://127.0.0.1:${upPort}`;
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const quiet = { LOG_REQUESTS: 'false', MOCK_CONTROL: 'false', ACCESS_TOKEN_TTL_SECONDS: '3600' };
  const upstream = await startServer(
    root,
    'mock-api/src/server.ts',
    { ...quiet, DATABASE_URL: dbFile, API_PORT: String(upPort), PAY_API_PORT: String(upPayPort) },
    `${upstreamUrl}/health`,
  );
  const proxy = await startServer(
    root,
    'mock-api/src/server.ts',
    {
      ...quiet,
      DATABASE_URL: join(tmp, 'proxy.sqlite'),
      API_PORT: String(proxyPort),
      PAY_API_PORT: String(proxyPayPort),
      UPSTREAM_URL: upstreamUrl,
    },
    `${proxyUrl}/health`,
    options.profileDir ? profileFlags(options.profileDir) : [],
  );
  let proxied = 0;
  try {
    const token = await signInSeededUser(upstreamUrl, 'user@daftar.local');
    const targets: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: 'GET app-version', path: '/api/v1/app-setting/app-version', headers: {} },
      {
        name: 'GET users/profile (token)',
        path: '/api/v1/users/profile',
        headers: { Authorization: `Bearer ${token}` },
      },
    ];
    const rows: ProxyRow[] = targets.map(({ name }) => ({
      name,
      direct: [],
      proxied: [],
      upstreamCpuUs: [],
      gatewayCpuUs: [],
    }));
    const cpuPerCall = async (pid: number | undefined, run: () => Promise<LoadResult>) => {
      const before = processCpuMs(pid) ?? Number.NaN;
      const result = await run();
      return { result, cpuUs: (((processCpuMs(pid) ?? Number.NaN) - before) * 1000) / result.requests };
    };
    const load = (base: string, target: (typeof targets)[number], durationMs: number) =>
      runLoad({
        url: `${base}${target.path}`,
        headers: target.headers,
        connections: options.connections,
        durationMs,
        maxRequests: 500_000,
      });
    const loads: number[] = [];
    for (const target of targets) {
      await load(upstreamUrl, target, warmUpMs);
      proxied += (await load(proxyUrl, target, warmUpMs)).requests;
    }
    for (let round = 0; round < options.rounds; round++) {
      for (const [index, target] of targets.entries()) {
        const measure = (base: string, pid: number | undefined) =>
          cpuPerCall(pid, () => load(base, target, options.durationMs));
        // Each side goes first in every other round, so neither gains from the other's traffic just before it.
        const directFirst = round % 2 === 0;
        const first = await (directFirst ? measure(upstreamUrl, upstream.pid) : measure(proxyUrl, proxy.pid));
        const second = await (directFirst ? measure(proxyUrl, proxy.pid) : measure(upstreamUrl, upstream.pid));
        const [direct, through] = directFirst ? [first, second] : [second, first];
        proxied += through.result.requests;
        rows[index]?.direct.push(direct.result);
        rows[index]?.proxied.push(through.result);
        rows[index]?.upstreamCpuUs.push(direct.cpuUs);
        rows[index]?.gatewayCpuUs.push(through.cpuUs);
        loads.push(loadavg()[0] ?? 0);
      }
    }
    await stopServer(proxy);
    const file = options.profileDir ? newestProfile(options.profileDir) : undefined;
    return { rows, loads, ...(file ? { profile: { file, requests: proxied } } : {}) };
  } finally {
    await Promise.all([stopServer(proxy), stopServer(upstream)]);
  }
}

/** The load generator's median share of a core over the runs: near 100%, autocannon and not the server set the pace. */
const clientShare = (runs: LoadResult[]) => {
  const shares = runs.flatMap((run) => (run.clientCore === undefined ? [] : [run.clientCore]));
  return shares.length === 0 ? '?' : `${Math.round(median(shares) * 100)}%`;
};

export function printProxy(run: ProxyRun, connections: number): void {
  const { rows, loads } = run;
  console.log(
    `\nThe gateway's cost: calls through a proxying mock vs. the upstream directly (${connections} connections, loopback, median of rounds, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})\n`,
  );
  const header = [
    'call',
    'direct req/s',
    'proxied req/s',
    'ratio',
    'direct mean ms',
    'proxied mean ms',
    'added ms',
    'CPU µs/call: upstream, gateway',
    'client core: direct, proxied',
    'errors',
  ];
  const table = rows.map(({ name, direct, proxied, upstreamCpuUs, gatewayCpuUs }) => {
    const directRps = median(direct.map((r) => r.rps));
    const proxiedRps = median(proxied.map((r) => r.rps));
    const directMean = median(direct.map((r) => r.meanMs));
    const proxiedMean = median(proxied.map((r) => r.meanMs));
    const errors = [...direct, ...proxied].reduce((sum, r) => sum + r.errors, 0);
    return [
      name,
      directRps.toFixed(0),
      proxiedRps.toFixed(0),
      `${(proxiedRps / directRps).toFixed(2)}×`,
      directMean.toFixed(2),
      proxiedMean.toFixed(2),
      (proxiedMean - directMean).toFixed(2),
      `${median(upstreamCpuUs).toFixed(0)}, ${median(gatewayCpuUs).toFixed(0)}`,
      `${clientShare(direct)}, ${clientShare(proxied)}`,
      String(errors),
    ];
  });
  printTable(header, table);
  if (run.profile) printProfile(run.profile.file, run.profile.requests);
}
