import { createServer, type RequestListener, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DriftLog } from '../../src/upstream/drift.ts';
import { Gateway } from '../../src/upstream/gateway.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { type RunningServer, serveOnLoopback } from './upstream-server.ts';

const appVersion = '/api/v1/app-setting/app-version';
const spa = 'http://localhost:5173';

let t: TestApp | undefined;
let upstream: RunningServer | undefined;
let servers: Server[] = [];
let stdout: MockInstance<typeof process.stdout.write> | undefined;
let logged: string[] = [];

afterEach(async () => {
  stdout?.mockRestore();
  for (const server of servers) server.close();
  servers = [];
  t?.dispose();
  await upstream?.close();
  t = undefined;
  upstream = undefined;
});

/** A real API: app-version with one field of another type (drift), an echo with a cookie, a streamed answer. */
function realApi(): Hono {
  return new Hono()
    .get(appVersion, (c) => c.json({ success: true, itemInfo: { appVersion: 7 } }))
    .get('/api/echo', (c) => {
      c.header('Access-Control-Allow-Origin', 'https://staging.example');
      c.header('Set-Cookie', 'session=abc; Domain=staging.example; Path=/');
      return c.json({ url: c.req.url.slice(c.req.url.indexOf('/api')), auth: c.req.header('authorization') ?? null });
    })
    .get('/api/stream', (c) =>
      stream(c, async (out) => {
        await out.write('{"parts":[1,');
        await out.write('2]}');
      }),
    )
    .get('/api/hang', () => new Promise<Response>(() => undefined));
}

async function listening(listener: RequestListener): Promise<number> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The chain alone and the fast path before it, over one gateway; `passedOn` counts the calls it left to the chain. */
async function gatewayServers(options: { timeoutMs?: number; local?: string[]; upstreamUrl?: string } = {}) {
  upstream = await serveOnLoopback(realApi());
  const gateway = new Gateway(
    {
      upstream: { main: options.upstreamUrl ?? upstream.url, pay: null },
      local: options.local ?? [],
      timeoutMs: options.timeoutMs ?? 5000,
    },
    new DriftLog(() => undefined),
  );
  t = createTestApp({ gateway, faultLab: true, logRequests: true });
  logged = [];
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
    logged.push(String(line));
    return true;
  });
  const chain = getRequestListener(t.apps.main.fetch);
  const counts = { passedOn: 0 };
  const normalPort = await listening(chain);
  const fastPort = await listening(
    t.apps.fastForwards.main((req, res) => {
      counts.passedOn++;
      return chain(req, res);
    }),
  );
  return { gateway, lab: t.lab, normalPort, fastPort, counts };
}

/** The answer's bytes as the socket received them: up to its length, or its last chunk. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = received.slice(0, end);
      const chunked = /\r\ntransfer-encoding: chunked/i.test(head);
      const length = request.startsWith('HEAD') ? 0 : Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (chunked ? !received.endsWith('\r\n0\r\n\r\n') : received.length < end + 4 + length) return;
      socket.destroy();
      resolve(received);
    });
  });
}

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  `${method} ${path} HTTP/1.1\r\n${Object.entries({ Host: '127.0.0.1:8787', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

type Servers = Awaited<ReturnType<typeof gatewayServers>>;

/** One request to both servers: the answers (clocks left out), whether the fast path took it, journal and log lines. */
async function fromBoth(s: Servers, request: string) {
  const before = s.counts.passedOn;
  const normal = await exchange(s.normalPort, request);
  const fast = await exchange(s.fastPort, request);
  const tookFastPath = s.counts.passedOn === before;
  await new Promise((resolve) => setImmediate(resolve));
  const journal = (s.lab?.journal.read() ?? [])
    .slice(-2)
    .map(({ id: _id, time: _time, latencyMs: _ms, upstreamMs, ...entry }) => ({
      ...entry,
      timed: upstreamMs !== null,
    }));
  const lines = logged
    .splice(0)
    .join('')
    .replace(/ [\d.]+ms\n/g, ' –ms\n')
    .split('\n');
  const withoutClock = (answer: string) => answer.replace(/\r\ndate: [^\r]+/i, '\r\nDate: –');
  return { normal: withoutClock(normal), fast: withoutClock(fast), tookFastPath, journal, lines };
}

async function expectSameFromFastPath(s: Servers, request: string): Promise<string> {
  const { normal, fast, tookFastPath, journal, lines } = await fromBoth(s, request);
  expect(fast).toBe(normal);
  expect(tookFastPath).toBe(true);
  expect(journal[1]).toEqual(journal[0]);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toBe(lines[0]);
  return normal;
}

describe('forwarded GETs answered before Hono', () => {
  it('sends the bytes, journal entry and log line the chain sends: whole, streamed, with or without an Origin', async () => {
    const s = await gatewayServers();
    const first = await expectSameFromFastPath(s, call('GET', appVersion, { Origin: spa }));
    expect(first).toContain(`Access-Control-Allow-Origin: ${spa}\r\n`);
    expect(first).toContain('"appVersion":7');
    expect(s.lab?.journal.read().at(-1)).toMatchObject({ source: 'upstream', status: 200 });
    const echoed = await expectSameFromFastPath(
      s,
      call('GET', '/api/echo?tag=a&tag=b&empty=&q=%D8%A7', {
        Authorization: 'Bearer t1',
        Origin: 'https://evil.example',
      }),
    );
    expect(echoed).toContain('"url":"/api/echo?tag=a&tag=b&empty=&q=%D8%A7","auth":"Bearer t1"');
    expect(echoed).toContain('session=abc; Path=/\r\n');
    expect(echoed).not.toContain('staging.example');
    expect(await expectSameFromFastPath(s, call('GET', '/api/stream', { Origin: spa }))).toContain('{"parts":[1,');
  });

  it('answers 502 and 504 as the chain does', async () => {
    const closed = await serveOnLoopback(new Hono());
    await closed.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unreachable = await gatewayServers({ upstreamUrl: closed.url });
    expect(await expectSameFromFastPath(unreachable, call('GET', appVersion, { Origin: spa }))).toContain(
      'HTTP/1.1 502 ',
    );
    for (const server of servers) server.close();
    servers = [];
    stdout?.mockRestore();
    await upstream?.close();
    t?.dispose();
    const slow = await gatewayServers({ timeoutMs: 50 });
    expect(await expectSameFromFastPath(slow, call('GET', '/api/hang'))).toContain('HTTP/1.1 504 ');
    warn.mockRestore();
  });

  it('notes the upstream answer’s drift, as the chain does', async () => {
    const s = await gatewayServers();
    await exchange(s.fastPort, call('GET', appVersion));
    await vi.waitFor(() => expect(s.gateway.drift.list()[0]?.mismatches ?? 0).toBe(1), { timeout: 30_000 });
    expect(s.gateway.drift.list()[0]).toMatchObject({ side: 'server', calls: 1 });
  });

  it('leaves every other call to the chain', async () => {
    const s = await gatewayServers({ local: ['/api/local/*'] });
    const passedOn = async (request: string) => {
      const { normal, fast, tookFastPath } = await fromBoth(s, request);
      expect(tookFastPath).toBe(false);
      expect(fast.replace(/XSRF-TOKEN=[^;]+/, '…')).toBe(normal.replace(/XSRF-TOKEN=[^;]+/, '…'));
      return normal;
    };
    await passedOn(call('HEAD', appVersion));
    await passedOn(call('OPTIONS', appVersion, { Origin: spa, 'Access-Control-Request-Method': 'GET' }));
    await passedOn(call('POST', '/api/echo', { 'Content-Length': '0' }));
    await passedOn(call('GET', '/api/echo', { 'Content-Length': '0' }));
    await passedOn(call('GET', "/api/echo?name='x'"));
    await passedOn(call('GET', '/api/a%20b'));
    await passedOn(call('GET', '/api/./echo'));
    expect(await passedOn(call('GET', '/health'))).toContain('HTTP/1.1 200 ');
    await passedOn(call('GET', '/api/local/thing'));
    expect(await passedOn(call('GET', appVersion, { Host: 'evil.example' }))).toContain('HTTP/1.1 421 ');
    expect(await passedOn(call('GET', '/api/v1/auth/email/request-code'))).toContain('HTTP/1.1 405 ');
    s.lab?.rules.add({ match: { path: appVersion }, respond: { kind: 'status', status: 503 } });
    expect(await passedOn(call('GET', appVersion))).toContain('HTTP/1.1 503 ');
  });
});
