import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DriftLog } from '../../src/upstream/drift.ts';
import { EndpointLookup } from '../../src/upstream/endpoint-lookup.ts';
import { Gateway } from '../../src/upstream/gateway.ts';
import { xsrfPair } from '../support/http.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';
import { type RunningServer, serveOnLoopback } from './upstream-server.ts';
import { driftedAppVersion } from '../support/drifted-answers.ts';

let t: TestApp | undefined;
let upstream: RunningServer | undefined;
afterEach(async () => {
  t?.dispose();
  await upstream?.close();
});

/** A "real API" whose app-version answer has one field of another type (a string where a number belongs). */
function driftingApi(): Hono {
  return new Hono()
    .get('/api/v1/app-setting/app-version', (c) => c.json(driftedAppVersion('seven')))
    .put('/auth/refresh-tokens', (c) => c.json({ success: false, message: 'INVALID_REFRESH_TOKEN' }, 401));
}

/** The drift is checked beside the answer: wait for it (a ceiling, not a wait). */
function until(check: () => boolean): Promise<void> {
  return vi.waitFor(
    () => {
      if (!check()) throw new Error('not yet');
    },
    { timeout: 30_000, interval: 20 },
  );
}

describe('drift between the real API and the catalogue', () => {
  it('notes an upstream answer the response schema refuses: endpoint, field, the type it had', async () => {
    upstream = await serveOnLoopback(driftingApi());
    const lines: string[] = [];
    const gateway = new Gateway(
      { upstream: { main: upstream.url, pay: null }, local: [], timeoutMs: 5000 },
      new DriftLog((line) => lines.push(line)),
    );
    t = createTestApp({ gateway, faultLab: true });
    for (const _ of [1, 2]) expect((await t.apps.main.request('/api/v1/app-setting/app-version')).status).toBe(200);
    await until(() => (gateway.drift.list()[0]?.calls ?? 0) === 2);
    const res = await t.apps.main.request('/__mock/drift', undefined, loopbackEnv);
    const { data } = (await res.json()) as { data: { side: string }[] };
    expect(data.filter((entry) => entry.side === 'server')).toEqual([
      {
        side: 'server',
        endpoint: 'getAppSetting',
        host: 'main',
        method: 'GET',
        path: '/api/v1/app-setting/app-version',
        calls: 2,
        mismatches: 2,
        first: expect.objectContaining({ field: 'itemInfo.translationVersion', type: 'string', expected: 'number' }),
      },
    ]);
    expect(lines[0]).toContain('itemInfo.translationVersion is string (expected number)');
  });

  it('notes a request the request schema refuses as the client’s drift, and still forwards it', async () => {
    upstream = await serveOnLoopback(driftingApi());
    const gateway = new Gateway(
      { upstream: { main: upstream.url, pay: null }, local: [], timeoutMs: 5000 },
      new DriftLog(() => undefined),
    );
    t = createTestApp({ gateway });
    const res = await t.apps.main.request('/auth/refresh-tokens', {
      method: 'PUT',
      headers: { ...xsrfPair, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: 42 }),
    });
    expect(res.status).toBe(401);
    await until(() => gateway.drift.list().length > 0);
    const [entry] = gateway.drift.list();
    expect(entry).toMatchObject({ side: 'client', endpoint: 'refreshTokens', calls: 1, mismatches: 1 });
    expect(entry?.first).toMatchObject({ field: 'body.refreshToken', type: 'number', expected: 'string' });
  });

  it('counts calls that match without noting a mismatch', () => {
    const log = new DriftLog(() => undefined);
    const lookup = new EndpointLookup();
    const found = lookup.find('main', 'GET', '/api/v1/app-setting/app-version');
    if (!found) throw new Error('app-version is in the catalogue');
    log.note('server', found.endpoint, []);
    expect(log.list()[0]).toMatchObject({ calls: 1, mismatches: 0, first: null });
  });
});

describe('finding a call’s endpoint in the catalogue', () => {
  it('prefers a literal path to a parameter, and reads the parameters', () => {
    const lookup = new EndpointLookup();
    expect(lookup.find('main', 'GET', '/api/v1/users/profile')?.endpoint.name).toBe('getProfile');
    const scoped = lookup.find('main', 'GET', '/api/v1/companies/12/items');
    expect(scoped?.params).toEqual({ companyId: '12' });
    expect(lookup.find('pay', 'GET', '/api/v1/users/profile')).toBeUndefined();
    expect(lookup.find('main', 'GET', '/nowhere')).toBeUndefined();
  });
});
