import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { processCpuMs } from './process-cpu.ts';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Requests in flight at once, each on its own kept-alive connection. */
  connections: number;
  durationMs: number;
  /** Upper bound on requests, so a very fast target cannot run away. */
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  /** Answers that were not 2xx, and failed or timed-out requests. */
  errors: number;
  seconds: number;
  rps: number;
  /** The mean time of a request (Little's law: connections ÷ rate), to the hundredth of a millisecond. */
  meanMs: number;
  /** autocannon's 99th percentile, which it keeps in whole milliseconds. */
  p99Ms: number;
  /** The load generator's CPU over the run, as a share of one core: near 1, the client was the limit. */
  clientCore: number | undefined;
}

interface AutocannonJson {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number };
  latency: { p99: number };
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** The client's CPU share over the run: from the first reading after it started sending to the last before it ended. */
function watchCpu(pid: number | undefined): () => number | undefined {
  const readings: { at: number; cpuMs: number }[] = [];
  const timer = setInterval(() => {
    const cpuMs = processCpuMs(pid);
    if (cpuMs !== undefined) readings.push({ at: performance.now(), cpuMs });
  }, 100);
  return () => {
    clearInterval(timer);
    // The first readings hold the client's own start-up (loading autocannon), not the run.
    const run = readings.slice(Math.min(3, Math.max(0, readings.length - 2)));
    const first = run[0];
    const last = run.at(-1);
    if (!first || !last || last.at - first.at < 200) return undefined;
    return (last.cpuMs - first.cpuMs) / (last.at - first.at);
  };
}

/**
 * A closed-loop load on one URL by autocannon, in a process of its own so the load generator never shares a thread
 * with the bench's bookkeeping: `connections` kept-alive connections, each sending its next request when the last
 * answers, for `durationMs` or `maxRequests`, whichever comes first. Besides its figures, the client's CPU share tells
 * whether it, not the server, set the pace.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [
    autocannonBin,
    '--json',
    '--connections',
    String(options.connections),
    '--duration',
    String(Math.max(1, options.durationMs / 1000)),
    '--maxOverallRequests',
    String(options.maxRequests),
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
    options.url,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const clientCore = watchCpu(child.pid);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const core = clientCore();
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${err.slice(-500)}`);
  const result = JSON.parse(out) as AutocannonJson;
  const requests = result.requests.total;
  const seconds = result.duration;
  const rps = requests / seconds;
  return {
    requests,
    errors: result.errors + result.timeouts + result.non2xx,
    seconds,
    rps,
    meanMs: rps > 0 ? (options.connections / rps) * 1000 : 0,
    p99Ms: result.latency.p99,
    clientCore: core,
  };
}

/** What set the pace of a run: the client or the server when either used most of a core, else the machine. */
export function limitOf(result: LoadResult, serverCpuUsPerRequest: number | undefined): string {
  const serverCore = serverCpuUsPerRequest === undefined ? undefined : (serverCpuUsPerRequest * result.rps) / 1e6;
  const share = (core: number | undefined) => (core === undefined ? '?' : `${Math.round(core * 100)}%`);
  const busiest = (result.clientCore ?? 0) >= 0.85 ? 'client' : (serverCore ?? 0) >= 0.85 ? 'server' : 'machine';
  return `${busiest} (server ${share(serverCore)}, client ${share(result.clientCore)})`;
}
