import { join } from 'node:path';
import { type LoadResult, runLoad } from './load.ts';
import { freePort, startServer, stopServer } from './servers.ts';
import { signInSeededUser } from './sign-in.ts';

interface ProxyRow {
  name: string;
  direct: LoadResult[];
  proxied: LoadResult[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The gateway's cost (issue 29): the same calls made to a mock API directly and through a second one forwarding to
 * it (`--upstream`, loopback), in turn, `rounds` times over after a warm-up of each; the median of the rounds is
 * compared. Held to an added p50 latency of at most 1 ms and at least half the direct throughput.
 */
export async function benchProxy(
  root: string,
  dbFile: string,
  tmp: string,
  options: { connections: number; durationMs: number; rounds: number },
): Promise<ProxyRow[]> {
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
  );
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
    const rows: ProxyRow[] = targets.map(({ name }) => ({ name, direct: [], proxied: [] }));
    const load = (base: string, target: (typeof targets)[number], durationMs: number) =>
      runLoad({
        url: `${base}${target.path}`,
        headers: target.headers,
        connections: options.connections,
        durationMs,
        maxRequests: 500_000,
      });
    for (const target of targets) {
      await load(upstreamUrl, target, 500);
      await load(proxyUrl, target, 500);
    }
    for (let round = 0; round < options.rounds; round++) {
      for (const [index, target] of targets.entries()) {
        rows[index]?.direct.push(await load(upstreamUrl, target, options.durationMs));
        rows[index]?.proxied.push(await load(proxyUrl, target, options.durationMs));
      }
    }
    return rows;
  } finally {
    await Promise.all([stopServer(proxy), stopServer(upstream)]);
  }
}

export function printProxy(rows: ProxyRow[], connections: number): void {
  console.log(
    `\nThe gateway's cost: calls through a proxying mock vs. the upstream directly (${connections} connections, loopback, median of rounds)\n`,
  );
  const header = [
    'call',
    'direct req/s',
    'proxied req/s',
    'ratio',
    'direct p50',
    'proxied p50',
    'added p50 ms',
    'errors',
  ];
  const table = rows.map(({ name, direct, proxied }) => {
    const directRps = median(direct.map((r) => r.rps));
    const proxiedRps = median(proxied.map((r) => r.rps));
    const directP50 = median(direct.map((r) => r.p50Ms));
    const proxiedP50 = median(proxied.map((r) => r.p50Ms));
    const errors = [...direct, ...proxied].reduce((sum, r) => sum + r.errors, 0);
    return [
      name,
      directRps.toFixed(0),
      proxiedRps.toFixed(0),
      `${(proxiedRps / directRps).toFixed(2)}×`,
      directP50.toFixed(2),
      proxiedP50.toFixed(2),
      (proxiedP50 - directP50).toFixed(2),
      String(errors),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
}
