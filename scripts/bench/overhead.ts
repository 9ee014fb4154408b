import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LoadResult, runLoad } from './load.ts';
import { processCpuMs } from './process-cpu.ts';
import { freePort, startServer, stopServer } from './servers.ts';

interface Pair {
  name: string;
  path: string;
}

/** The two answers every start-up asks for (SPEC §4): what issue 19 holds to ≥ 0.5× a bare server. */
const pairs: Pair[] = [
  { name: 'GET app-version', path: '/api/v1/app-setting/app-version' },
  { name: 'GET translation/fa (map)', path: '/api/v1/translation/fa' },
];

export interface OverheadRow {
  name: string;
  result: LoadResult;
  cpuUsPerRequest: number | undefined;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  pid: number | undefined,
  options: { connections: number; durationMs: number },
): Promise<OverheadRow> {
  await runLoad({ url, headers, connections: options.connections, durationMs: 500, maxRequests: 500_000 });
  const before = processCpuMs(pid);
  const result = await runLoad({ url, headers, ...options, maxRequests: 500_000 });
  const after = processCpuMs(pid);
  const cpuUsPerRequest =
    before === undefined || after === undefined ? undefined : ((after - before) * 1000) / result.requests;
  return { name, result, cpuUsPerRequest };
}

/**
 * The mock's own overhead (issue 19): the mock API run as `npm start` runs it (fault lab and request log on) beside
 * a bare Hono server that answers the same paths with the same bytes (mock-api/src/cli/bench-echo.ts). The client
 * calls as the SPA does, cross-origin with its XSRF cookie. Besides requests per second, each row has the server's
 * CPU time per request (from /proc), which a busy machine moves far less than throughput.
 */
export async function benchOverhead(
  root: string,
  dbFile: string,
  tmp: string,
  options: { connections: number; durationMs: number },
): Promise<OverheadRow[]> {
  const [apiPort, payPort, echoPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const echoUrl = `http://127.0.0.1:${echoPort}`;
  const api = await startServer(
    root,
    'mock-api/src/server.ts',
    { DATABASE_URL: dbFile, API_PORT: String(apiPort), PAY_API_PORT: String(payPort), MOCK_CONTROL: 'true' },
    `${apiUrl}/health`,
  );
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
    const rows: OverheadRow[] = [];
    for (const { name, path } of pairs) {
      rows.push(await measure(`${name}: bare Hono, same bytes`, `${echoUrl}${path}`, {}, echo.pid, options));
      rows.push(await measure(`${name}: mock API`, `${apiUrl}${path}`, browser, api.pid, options));
    }
    return rows;
  } finally {
    await Promise.all([stopServer(api), echo ? stopServer(echo) : Promise.resolve()]);
  }
}

/** Prints each mock row beside the bare row above it: throughput and CPU per request as ratios. */
export function printOverhead(rows: OverheadRow[]): void {
  console.log("\nThe mock's own overhead (as `npm start` runs it) beside a bare Hono server sending the same bytes\n");
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'req/s vs bare', 'CPU vs bare'];
  const lines = rows.map((row, i) => {
    const bare = i % 2 === 1 ? rows[i - 1] : undefined;
    const cpu = row.cpuUsPerRequest;
    const bareCpu = bare?.cpuUsPerRequest;
    return [
      row.name,
      row.result.rps.toFixed(0),
      row.result.p50Ms.toFixed(2),
      row.result.p99Ms.toFixed(2),
      cpu === undefined ? '–' : cpu.toFixed(0),
      bare ? `${(row.result.rps / bare.result.rps).toFixed(2)}×` : '',
      bare && cpu !== undefined && bareCpu ? `${(cpu / bareCpu).toFixed(1)}×` : '',
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
