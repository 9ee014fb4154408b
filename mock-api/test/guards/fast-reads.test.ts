import { createServer, type RequestListener, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { insertAppSettings, insertTranslation } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const appVersion = '/api/v1/app-setting/app-version';
const spa = 'http://localhost:5173';

let t: TestApp;
let servers: Server[] = [];
let normalPort: number;
let fastPort: number;
/** Calls the fast reads passed on to the adapter's listener. */
let passedOn: number;
let stdout: MockInstance<typeof process.stdout.write>;
let logged: string[];

async function listening(listener: RequestListener): Promise<number> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeEach(async () => {
  t = createTestApp({ faultLab: true, logRequests: true });
  insertAppSettings(t.db, { webAppVersion: 'v2.0.300' });
  insertTranslation(t.db, 'common.save', { fa: 'ذخیره', en: 'Save' });
  logged = [];
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
    logged.push(String(line));
    return true;
  });
  const chain = getRequestListener(t.apps.main.fetch);
  passedOn = 0;
  normalPort = await listening(chain);
  fastPort = await listening(
    t.apps.mainFastReads((req, res) => {
      passedOn++;
      return chain(req, res);
    }),
  );
});

afterEach(() => {
  stdout.mockRestore();
  for (const server of servers) server.close();
  servers = [];
  t.dispose();
});

/** The answer's bytes as the socket received them (kept alive, so read up to its length). */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = request.startsWith('HEAD') ? 0 : Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      socket.destroy();
      resolve(received.toString('latin1'));
    });
  });
}

/** The request's answer from both servers and the journal's and the log's line for each; the clock is left out. */
async function fromBoth(request: string) {
  const before = passedOn;
  const normal = await exchange(normalPort, request);
  const fast = await exchange(fastPort, request);
  const tookFastPath = passedOn === before;
  await new Promise((resolve) => setImmediate(resolve));
  const journal = (t.lab?.journal.read() ?? [])
    .slice(-2)
    .map(({ id: _id, time: _time, latencyMs: _ms, ...entry }) => entry);
  const lines = logged
    .splice(0)
    .join('')
    .replace(/ [\d.]+ms\n/g, ' –ms\n');
  const withoutClock = (answer: string) => answer.replace(/\r\nDate: [^\r]+/, '\r\nDate: –');
  return { normal: withoutClock(normal), fast: withoutClock(fast), tookFastPath, journal, lines };
}

const call = (method: string, path: string, headers: Record<string, string>) =>
  `${method} ${path} HTTP/1.1\r\n${Object.entries({ Host: '127.0.0.1:8787', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

const withCookie = { Cookie: 'XSRF-TOKEN=kept-token' };

async function expectSameBytesFromFastPath(request: string): Promise<string> {
  const { normal, fast, tookFastPath, journal, lines } = await fromBoth(request);
  expect(fast).toBe(normal);
  expect(tookFastPath).toBe(true);
  expect(journal[1]).toEqual(journal[0]);
  const [first, second] = lines.split('\n');
  expect(lines.split('\n')).toHaveLength(3);
  expect(second).toBe(first);
  return normal;
}

describe("start-up's public reads answered before Hono", () => {
  it('sends the bytes, journal entry and log line the chain sends, for GET, HEAD, 304, any Origin', async () => {
    const first = await expectSameBytesFromFastPath(call('GET', appVersion, { Origin: spa, ...withCookie }));
    expect(first).toContain('HTTP/1.1 200 OK\r\n');
    expect(first).toContain(`Access-Control-Allow-Origin: ${spa}\r\n`);
    expect(first).toContain('"webAppVersion":"v2.0.300"');
    const etag = /\r\nETag: ("[^"]+")/.exec(first)?.[1] ?? '';
    expect(etag).not.toBe('');

    const notModified = await expectSameBytesFromFastPath(
      call('GET', appVersion, { Origin: spa, 'If-None-Match': etag, ...withCookie }),
    );
    expect(notModified).toContain('HTTP/1.1 304 Not Modified\r\n');
    await expectSameBytesFromFastPath(
      call('GET', appVersion, { 'If-None-Match': `"other", W/${etag}`, ...withCookie }),
    );
    await expectSameBytesFromFastPath(call('GET', appVersion, { Origin: 'https://evil.example', ...withCookie }));
    await expectSameBytesFromFastPath(call('HEAD', appVersion, withCookie));
    await expectSameBytesFromFastPath(call('HEAD', appVersion, { Origin: spa, 'If-None-Match': etag, ...withCookie }));
    for (const language of ['fa', 'en'])
      await expectSameBytesFromFastPath(call('GET', `/api/v1/translation/${language}`, { Origin: spa, ...withCookie }));

    // A write to the settings shows at the next call, as the chain shows it.
    t.db.$client.prepare("update app_settings set web_app_version = 'v2.0.301'").run();
    const changed = await expectSameBytesFromFastPath(
      call('GET', appVersion, { Origin: spa, 'If-None-Match': etag, ...withCookie }),
    );
    expect(changed).toContain('"webAppVersion":"v2.0.301"');
  });

  it('passes every other call to the chain: no XSRF cookie, a query, a fault rule, another Host or method', async () => {
    const passedOnAsBefore = async (request: string) => {
      const { normal, fast, tookFastPath } = await fromBoth(request);
      expect(tookFastPath).toBe(false);
      // A call without the cookie is given a fresh one, different each time.
      const token = /XSRF-TOKEN=[^;]+/g;
      expect(fast.replace(token, 'XSRF-TOKEN=…')).toBe(normal.replace(token, 'XSRF-TOKEN=…'));
      return normal;
    };
    expect(await passedOnAsBefore(call('GET', appVersion, { Origin: spa }))).toContain('Set-Cookie: XSRF-TOKEN=');
    await passedOnAsBefore(call('GET', `${appVersion}?fresh=1`, withCookie));
    await passedOnAsBefore(call('GET', `${appVersion}/`, withCookie));
    expect(await passedOnAsBefore(call('GET', appVersion, { ...withCookie, Host: 'evil.example' }))).toContain(
      'HTTP/1.1 421 ',
    );
    expect(await passedOnAsBefore(call('DELETE', appVersion, withCookie))).toContain('HTTP/1.1 405 ');

    t.lab?.rules.add({ match: { path: appVersion }, respond: { kind: 'status', status: 503 } });
    expect(await passedOnAsBefore(call('GET', appVersion, { Origin: spa, ...withCookie }))).toContain('HTTP/1.1 503 ');
    const [normalEntry, fastEntry] = (t.lab?.journal.read() ?? []).slice(-2);
    expect(fastEntry?.ruleId).toBe(normalEntry?.ruleId);
    expect(fastEntry?.ruleId).not.toBeNull();
  });
});
