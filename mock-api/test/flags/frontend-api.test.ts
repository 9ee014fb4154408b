import { flagMetrics } from '@daftar/db/schema/flags';
import { describe, expect, it } from 'vitest';
import { insertFlag } from '../support/factories.ts';
import { testAppPer } from '../support/test-app.ts';

const t = testAppPer('test', {}, (app) => {
  insertFlag(app.db, { name: 'hub-taksa' });
  insertFlag(app.db, { name: 'switched-off', enabled: false });
  insertFlag(app.db, {
    name: 'dashboard-layout',
    variantName: 'compact',
    variantPayloadType: 'json',
    variantPayloadValue: '{"columns":2}',
  });
  insertFlag(app.db, { name: 'half-rollout', rolloutPercent: 50 });
});

const key = { authorization: 'test-frontend-key' };
const get = (query = '', headers: Record<string, string> = key) =>
  t.apps.main.request(`/api/frontend${query}`, { headers });
const names = async (res: Response) =>
  ((await res.json()) as { toggles: { name: string }[] }).toggles.map((toggle) => toggle.name);

describe('Unleash frontend API: evaluation', () => {
  it('answers enabled flags only, with their variant or the disabled variant', async () => {
    const res = await get('?appName=web&userId=u1');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { toggles: unknown[] };
    expect(body.toggles).toContainEqual({
      name: 'hub-taksa',
      enabled: true,
      impressionData: false,
      variant: { name: 'disabled', enabled: false },
    });
    expect(body.toggles).toContainEqual({
      name: 'dashboard-layout',
      enabled: true,
      impressionData: false,
      variant: { name: 'compact', enabled: true, payload: { type: 'json', value: '{"columns":2}' } },
    });
    expect(JSON.stringify(body)).not.toContain('switched-off');
  });

  it('uses the userId from the context for sticky gradual rollouts', async () => {
    const withFlag: string[] = [];
    for (let i = 0; i < 40; i++) {
      if ((await names(await get(`?userId=user${i}@example.com`))).includes('half-rollout')) withFlag.push(`user${i}`);
    }
    expect(withFlag.length).toBeGreaterThan(5);
    expect(withFlag.length).toBeLessThan(35);
    const again = await names(await get(`?userId=${withFlag[0]}@example.com`));
    expect(again).toContain('half-rollout');
  });

  it('accepts the context as a POST body, and properties[...] in the query', async () => {
    const post = await t.apps.main.request('/api/frontend', {
      method: 'POST',
      headers: { ...key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ context: { userId: 'u1', properties: { tenant: 'arman' } } }),
    });
    expect(post.status).toBe(200);
    expect(await names(post)).toContain('hub-taksa');
    expect((await get('?properties%5Btenant%5D=arman&sessionId=42')).status).toBe(200);
  });

  it('refuses a malformed context with 400', async () => {
    const post = await t.apps.main.request('/api/frontend', {
      method: 'POST',
      headers: { ...key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ context: { properties: 'not-an-object' } }),
    });
    expect(post.status).toBe(400);
  });

  it('checks the raw frontend key in authorization', async () => {
    expect((await get('', {})).status).toBe(401);
    expect((await get('', { authorization: 'Bearer test-frontend-key' })).status).toBe(401);
    const wrong = await get('', { authorization: 'wrong' });
    expect(await wrong.json()).toEqual({ success: false, message: 'INVALID_FRONTEND_API_KEY' });
  });
});

describe('Unleash frontend API: ETag', () => {
  it('answers 304 with no body for a matching If-None-Match, and 200 once flags change', async () => {
    const first = await get('?userId=u1');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const same = await get('?userId=u1', { ...key, 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    insertFlag(t.db, { name: 'brand-new' });
    const changed = await get('?userId=u1', { ...key, 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('lets a browser on the SPA origin read the ETag and send the unleash headers', async () => {
    const preflight = await t.apps.main.request('/api/frontend', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers':
          'authorization,unleash-sdk,unleash-appname,unleash-connection-id,if-none-match',
      },
    });
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of [
      'authorization',
      'unleash-sdk',
      'unleash-appname',
      'unleash-connection-id',
      'if-none-match',
    ]) {
      expect(allowed).toContain(header);
    }
    const res = await get('', { ...key, Origin: 'http://localhost:5173' });
    expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
  });
});

describe('Unleash frontend API: client/metrics and client/register', () => {
  const metrics = {
    appName: 'daftar-web',
    instanceId: 'browser',
    bucket: {
      start: '2025-01-01T00:00:00Z',
      stop: '2025-01-01T00:00:30Z',
      toggles: { 'hub-taksa': { yes: 3, no: 1, variants: {} } },
    },
    impactMetrics: [],
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = key) =>
    t.apps.main.request(`/api/frontend/client/${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('accepts metrics without an XSRF token and sums them per flag', async () => {
    expect((await post('metrics', metrics)).status).toBe(202);
    expect((await post('metrics', metrics)).status).toBe(202);
    expect(t.db.select().from(flagMetrics).all()).toEqual([
      expect.objectContaining({ flagName: 'hub-taksa', appName: 'daftar-web', yes: 6, no: 2 }),
    ]);
  });

  it('refuses malformed metrics with 400 and metrics without the key with 401', async () => {
    expect((await post('metrics', { appName: 'x' })).status).toBe(400);
    expect((await post('metrics', metrics, {})).status).toBe(401);
    expect(t.db.select().from(flagMetrics).all()).toEqual([]);
  });

  it('accepts client/register', async () => {
    expect((await post('register', { appName: 'server-sdk' })).status).toBe(202);
  });
});
