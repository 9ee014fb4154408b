import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { stream } from 'hono/streaming';
import { afterEach, describe, expect, it } from 'vitest';
import { upstreamUrlSchema } from '@daftar/contracts/endpoints/mock-gateway';
import { Gateway } from '../../src/upstream/gateway.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';
import { type RunningServer, serveOnLoopback } from './upstream-server.ts';

let t: TestApp | undefined;
let upstream: RunningServer | undefined;
afterEach(async () => {
  t?.dispose();
  await upstream?.close();
  t = undefined;
  upstream = undefined;
});

/** An upstream that answers what it was sent, with a header and a cookie of its own. */
function echoApi(): Hono {
  const app = new Hono();
  app.all('/api/*', async (c) => {
    const body = await c.req.text();
    c.header('X-Upstream', 'yes');
    c.header('Access-Control-Allow-Origin', 'https://staging.example');
    c.header('Set-Cookie', 'session=abc; Domain=staging.example; Path=/; HttpOnly');
    return c.json(
      { method: c.req.method, path: c.req.path, query: c.req.query(), headers: c.req.header(), body },
      c.req.method === 'POST' ? 201 : 200,
    );
  });
  return app;
}

async function proxyTo(api: Hono, options: { local?: string[]; timeoutMs?: number; lab?: boolean } = {}) {
  upstream = await serveOnLoopback(api);
  const gateway = new Gateway({
    upstream: { main: upstream.url, pay: upstream.url },
    local: options.local ?? [],
    timeoutMs: options.timeoutMs ?? 5_000,
  });
  t = createTestApp({ gateway, faultLab: options.lab ?? false });
  return { gateway, app: t.apps.main, pay: t.apps.pay };
}

const xsrf = { Cookie: 'XSRF-TOKEN=t0k; other=1', 'X-XSRF-TOKEN': 't0k' };

describe('forwarding to the upstream', () => {
  it('forwards method, path, query, body and every header; the upstream’s status and headers come back', async () => {
    const { app } = await proxyTo(echoApi());
    const res = await app.request('/api/v1/things?page=2&tag=a&tag=b', {
      method: 'POST',
      headers: {
        ...xsrf,
        'Content-Type': 'application/json',
        Authorization: 'Bearer access-1',
        'bank-token': 'bank-1',
        Origin: 'http://localhost:5173',
      },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-upstream')).toBe('yes');
    // The browser is answered by the local host's CORS, not the upstream's.
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    // The upstream's cookie is scoped to the local host.
    expect(res.headers.getSetCookie()).toContain('session=abc; Path=/; HttpOnly');
    const seen = (await res.json()) as { method: string; path: string; headers: Record<string, string>; body: string };
    expect(seen).toMatchObject({ method: 'POST', path: '/api/v1/things', body: '{"name":"x"}' });
    expect(new URL(`http://x${seen.path}?page=2&tag=a&tag=b`).search).toBe('?page=2&tag=a&tag=b');
    expect(seen.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'bank-token': 'bank-1',
      cookie: 'XSRF-TOKEN=t0k; other=1',
      'x-xsrf-token': 't0k',
    });
    // The upstream is called by its own name, not by the local one.
    expect(seen.headers.host).toBe(new URL(upstream?.url ?? '').host);
  });

  it('over node’s HTTP server too: headers, path as sent, query and body go on; the answer and its cookies come back', async () => {
    const { app } = await proxyTo(echoApi());
    const gateway = await serveOnLoopback(app);
    try {
      const res = await fetch(`${gateway.url}/api/v1/a%20b?tag=a&tag=b`, {
        method: 'POST',
        headers: { ...xsrf, 'Content-Type': 'application/json', Authorization: 'Bearer access-1' },
        body: JSON.stringify({ name: 'x' }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly']);
      const seen = (await res.json()) as { path: string; query: object; headers: Record<string, string>; body: string };
      expect(seen).toMatchObject({ path: '/api/v1/a b', query: { tag: 'a' }, body: '{"name":"x"}' });
      expect(seen.headers).toMatchObject({ authorization: 'Bearer access-1', cookie: 'XSRF-TOKEN=t0k; other=1' });
      expect(seen.headers.host).toBe(new URL(upstream?.url ?? '').host);
    } finally {
      await gateway.close();
    }
  });

  it('leaves the XSRF cookie to the upstream: a forwarded answer to a call without one carries no cookie of the mock', async () => {
    const { app } = await proxyTo(echoApi());
    const res = await app.request('/api/first-call', {}, loopbackEnv);
    expect(res.status).toBe(200);
    // Two servers setting XSRF-TOKEN on one host name replaced each other's cookie between a read and a write.
    expect(res.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly']);
  });

  it('sends the query string as it came, repeated keys included', async () => {
    const api = new Hono().get('/api/q', (c) => c.json({ url: c.req.url.split('?')[1] }));
    const { app } = await proxyTo(api);
    const res = await app.request('/api/q?tag=a&tag=b&empty=');
    expect(await res.json()).toEqual({ url: 'tag=a&tag=b&empty=' });
  });

  it('decodes a compressed answer: the client gets plain JSON of the right length', async () => {
    const notes = Array.from({ length: 200 }, (_, i) => `note ${i}`);
    const api = new Hono().use(compress()).get('/api/big', (c) => c.json({ notes }));
    const { app } = await proxyTo(api);
    const res = await app.request('/api/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ notes });
    expect(res.headers.get('content-length') ?? String(text.length)).toBe(String(text.length));
  });

  it('forwards the payment host to its own upstream', async () => {
    const { pay } = await proxyTo(echoApi());
    const res = await pay.request('/api/v1/pay/terminals');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('yes');
  });

  it('keeps the local protections: a foreign Host is 421 and a write without the XSRF pair is 403, unforwarded', async () => {
    let calls = 0;
    const api = new Hono().all('*', (c) => {
      calls += 1;
      return c.json({});
    });
    const { app } = await proxyTo(api);
    expect((await app.request('http://evil.example/api/v1/x')).status).toBe(421);
    const unsafe = await app.request('/api/v1/x', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(unsafe.status).toBe(403);
    expect(calls).toBe(0);
  });

  it('keeps paths named local on the local mock, and /health and the control API are never forwarded', async () => {
    const { app } = await proxyTo(echoApi(), { local: ['/api/v1/app-setting/**'], lab: true });
    const local = await app.request('/api/v1/app-setting/app-version');
    expect(local.headers.get('x-upstream')).toBeNull();
    expect((await app.request('/health')).headers.get('x-upstream')).toBeNull();
    const control = await app.request('/__mock/gateway', undefined, loopbackEnv);
    expect(control.status).toBe(200);
    expect(control.headers.get('x-upstream')).toBeNull();
    expect((await app.request('/api/v1/other')).headers.get('x-upstream')).toBe('yes');
  });

  it('lets fault rules answer first, and journals who answered each call with the upstream’s time', async () => {
    const { app } = await proxyTo(echoApi(), { local: ['/api/local/**'], lab: true });
    t?.lab?.rules.add({ match: { path: '/api/v1/faulty' }, respond: { kind: 'status', status: 401 } });
    expect((await app.request('/api/v1/faulty')).status).toBe(401);
    expect((await app.request('/api/v1/fine')).status).toBe(200);
    await app.request('/api/local/x');
    const entries = t?.lab?.journal.read() ?? [];
    expect(entries.map((e) => [e.path, e.source])).toEqual([
      ['/api/v1/faulty', 'lab'],
      ['/api/v1/fine', 'upstream'],
      ['/api/local/x', 'local'],
    ]);
    expect(entries[1]?.upstreamMs).toBeGreaterThan(0);
    expect(entries[0]?.upstreamMs).toBeNull();
  });
});

describe('streaming', () => {
  it('streams the upstream’s answer: the first part arrives before the upstream has finished', async () => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const api = new Hono().get('/api/stream', (c) =>
      stream(c, async (s) => {
        await s.write('first;');
        await finished;
        await s.write('second');
      }),
    );
    const { app } = await proxyTo(api);
    const res = await app.request('/api/stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first;');
    finish();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('second');
  });

  it('streams a request body of declared length to the upstream as it is sent', async () => {
    const api = new Hono().post('/api/upload', (c) =>
      stream(c, async (s) => {
        // Echoes each part as it comes: an answer only possible if the parts arrive one by one.
        const reader = (c.req.raw.body as ReadableStream<Uint8Array>).getReader();
        for (let part = await reader.read(); !part.done; part = await reader.read()) await s.write(part.value);
      }),
    );
    const { app } = await proxyTo(api);
    let push: (text: string | null) => void = () => undefined;
    // The forwarder stops reading once the declared length is sent and releases the stream: there is no end to send.
    let released = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => {
          if (text !== null) controller.enqueue(new TextEncoder().encode(text));
          else if (!released) controller.close();
        };
      },
      cancel() {
        released = true;
      },
    });
    push('{"part":1}');
    const res = await app.request('/api/upload', {
      method: 'POST',
      // The local body limit reads a chunked body (up to the limit) before it goes on; a declared length streams.
      headers: { ...xsrf, 'Content-Type': 'application/json', 'Content-Length': '20' },
      body,
      duplex: 'half',
    } as RequestInit);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"part":1}');
    push('{"part":2}');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"part":2}');
    push(null);
    expect((await reader.read()).done).toBe(true);
  });
});

describe('when the upstream fails', () => {
  it('answers 502 UPSTREAM_UNREACHABLE when nothing listens there', async () => {
    const gone = await serveOnLoopback(new Hono());
    await gone.close();
    t = createTestApp({
      gateway: new Gateway({ upstream: { main: gone.url, pay: null }, local: [], timeoutMs: 5000 }),
    });
    const res = await t.apps.main.request('/api/v1/users/profile');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, message: 'UPSTREAM_UNREACHABLE' });
  });

  it('answers 504 UPSTREAM_TIMEOUT when the upstream does not start answering in time, never hanging', async () => {
    const api = new Hono().get('/api/slow', () => new Promise<Response>(() => undefined));
    const { app } = await proxyTo(api, { timeoutMs: 150 });
    const res = await app.request('/api/slow');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ success: false, message: 'UPSTREAM_TIMEOUT' });
  });
});

describe('the upstream address', () => {
  it('must be https; plain http only on loopback', () => {
    expect(upstreamUrlSchema.safeParse('https://staging.daftar.example').success).toBe(true);
    expect(upstreamUrlSchema.safeParse('http://127.0.0.1:9000').success).toBe(true);
    expect(upstreamUrlSchema.safeParse('http://localhost:9000/').data).toBe('http://localhost:9000');
    const plain = upstreamUrlSchema.safeParse('http://staging.daftar.example');
    expect(plain.error?.issues[0]?.message).toBe('UPSTREAM_MUST_BE_HTTPS');
    expect(upstreamUrlSchema.safeParse('ftp://127.0.0.1').success).toBe(false);
    expect(upstreamUrlSchema.safeParse('not a url').success).toBe(false);
  });

  it('is checked when the control API changes it: 400 and nothing changed', async () => {
    const gateway = new Gateway({ upstream: { main: null, pay: null }, local: [], timeoutMs: 1000 });
    t = createTestApp({ gateway, faultLab: true });
    const res = await t.apps.main.request(
      '/__mock/gateway',
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ upstream: { main: 'http://staging.example' } }),
      },
      loopbackEnv,
    );
    expect(res.status).toBe(400);
    expect(gateway.upstream.main).toBeNull();
  });
});
