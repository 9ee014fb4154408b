import { Agent, request } from 'node:http';

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
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * A small closed-loop load generator over node:http with keep-alive: `connections` workers each send the next
 * request when the last one answers, until the time or the request budget runs out. Non-2xx answers count as
 * errors (and still count toward the time), so a broken target shows up in the table.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async () => {
    while (performance.now() < deadline && issued < options.maxRequests) {
      issued++;
      const sent = performance.now();
      const status = await get(agent, url, options.headers ?? {}).catch(() => 0);
      latencies.push(performance.now() - sent);
      if (status < 200 || status > 299) errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}
