import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertAppSettings, insertUser } from '../support/factories.ts';
import { signedIn } from '../support/session.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';

let t: TestApp;
afterEach(() => t.dispose());

const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
/** A write with no body still says JSON: the control API refuses any other write (see same-site-only.ts). */
const post = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
const control = (path: string, init?: RequestInit) => t.apps.main.request(`/__mock${path}`, init, loopbackEnv);

describe('control API access', () => {
  it('answers 404 MOCK_CONTROL_DISABLED when the lab is off', async () => {
    t = createTestApp();
    const res = await t.apps.main.request('/__mock/rules', undefined, loopbackEnv);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'MOCK_CONTROL_DISABLED' });
  });

  it('refuses callers that are not on loopback, and callers it cannot identify', async () => {
    t = createTestApp({ faultLab: true });
    const remote = await t.apps.main.request('/__mock/rules', undefined, {
      incoming: { socket: { remoteAddress: '10.1.2.3' } },
    });
    expect(remote.status).toBe(403);
    expect(await remote.json()).toEqual({ success: false, message: 'MOCK_CONTROL_LOOPBACK_ONLY' });
    expect((await t.apps.main.request('/__mock/rules')).status).toBe(403);
    expect((await control('/rules')).status).toBe(200);
  });

  it('is not served by the payment host', async () => {
    t = createTestApp({ faultLab: true });
    expect((await t.apps.pay.request('/__mock/rules', undefined, loopbackEnv)).status).toBe(404);
  });
});

describe('fault rules', () => {
  it('rejects a bad rule with 400 and the reason, and adds nothing', async () => {
    t = createTestApp({ faultLab: true });
    const res = await control('/rules', json({ match: { path: 'nope' }, respond: { kind: 'status', status: 42 } }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { path: string; message: string }[] };
    expect(body.message).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['body.match.path', 'body.respond.status']));
    expect(t.lab?.rules.list()).toEqual([]);
  });

  it('answers with the rule N times, journals which rule answered, then the real handler answers again', async () => {
    t = createTestApp({ faultLab: true });
    insertAppSettings(t.db);
    const added = await control(
      '/rules',
      json({
        name: 'app-version down',
        match: { host: 'main', method: 'GET', path: '/api/v1/app-setting/*' },
        respond: { kind: 'status', status: 503, body: { success: false, message: 'SERVICE_UNAVAILABLE' } },
        times: 2,
      }),
    );
    expect(added.status).toBe(201);
    const { itemInfo: rule } = (await added.json()) as { itemInfo: { id: string } };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.apps.main.request('/api/v1/app-setting/app-version')).status);
    expect(statuses).toEqual([503, 503, 200]);
    const journal = (await (await control('/journal')).json()) as {
      data: { status: number; ruleId: string | null; ruleName: string | null }[];
    };
    expect(journal.data.map((e) => [e.status, e.ruleId, e.ruleName])).toEqual([
      [503, rule.id, 'app-version down'],
      [503, rule.id, 'app-version down'],
      [200, null, null],
    ]);
  });

  it('adds latency without changing the answer', async () => {
    t = createTestApp({ faultLab: true });
    insertAppSettings(t.db);
    await control('/rules', json({ match: { path: '/api/**' }, respond: { kind: 'pass' }, latencyMs: 120 }));
    const started = performance.now();
    expect((await t.apps.main.request('/api/v1/app-setting/app-version')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('sends an empty body when asked', async () => {
    t = createTestApp({ faultLab: true });
    await control('/rules', json({ match: { path: '/api/**' }, respond: { kind: 'empty', status: 200 } }));
    const res = await t.apps.main.request('/api/v1/app-setting/app-version');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('clears one rule or all of them', async () => {
    t = createTestApp({ faultLab: true });
    const first = (await (
      await control('/rules', json({ match: { path: '/a' }, respond: { kind: 'reset' } }))
    ).json()) as { itemInfo: { id: string } };
    await control('/rules', json({ match: { path: '/b' }, respond: { kind: 'reset' } }));
    expect((await control(`/rules/${first.itemInfo.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await control(`/rules/${first.itemInfo.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(t.lab?.rules.list()).toHaveLength(1);
    await control('/rules', { method: 'DELETE' });
    expect(t.lab?.rules.list()).toHaveLength(0);
  });
});

describe('scenarios, versions and reset', () => {
  it('lists scenarios, runs one, shows it active, and resets it on its own', async () => {
    t = createTestApp({ faultLab: true });
    expect((await control('/scenarios/no-such-thing', post)).status).toBe(404);
    expect((await control('/scenarios/banking-422', post)).status).toBe(200);
    await control('/scenarios/payment-host-down', post);
    const listed = (await (await control('/scenarios')).json()) as { data: { name: string; active: boolean }[] };
    expect(listed.data.filter((s) => s.active).map((s) => s.name)).toEqual(['banking-422', 'payment-host-down']);
    await control('/scenarios/banking-422', { method: 'DELETE' });
    expect(t.lab?.rules.list().map((r) => r.scenario)).toEqual(['payment-host-down']);
  });

  it('new-web-version bumps the patch version and its reset restores it', async () => {
    t = createTestApp({ faultLab: true });
    insertAppSettings(t.db, { webAppVersion: 'v2.0.107' });
    await control('/scenarios/new-web-version', post);
    const read = async () =>
      (
        (await (await t.apps.main.request('/api/v1/app-setting/app-version')).json()) as {
          itemInfo: { webAppVersion: string };
        }
      ).itemInfo.webAppVersion;
    expect(await read()).toBe('v2.0.108');
    await control('/scenarios/new-web-version', { method: 'DELETE' });
    expect(await read()).toBe('v2.0.107');
  });

  it('access-token-expired answers 401 TOKEN_EXPIRED to older tokens only, and not to public calls', async () => {
    t = createTestApp({ faultLab: true });
    insertAppSettings(t.db);
    const user = insertUser(t.db);
    const before = await signedIn(t.db, t.config, user.id);
    await control('/scenarios/access-token-expired', post);
    const old = await t.apps.main.request('/api/v1/users/profile', { headers: before.auth });
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ success: false, message: 'TOKEN_EXPIRED' });
    const fresh = await signedIn(t.db, t.config, user.id, { deviceId: 'device-after-cutoff' });
    expect((await t.apps.main.request('/api/v1/users/profile', { headers: fresh.auth })).status).toBe(200);
    const publicCall = await t.apps.main.request('/api/v1/app-setting/app-version', { headers: before.auth });
    expect(publicCall.status).toBe(200);
  });

  it('bumps translationVersion by one or to a number, and refuses an empty change', async () => {
    t = createTestApp({ faultLab: true });
    insertAppSettings(t.db, { translationVersion: 4 });
    const bump = (body: unknown) => control('/versions', json(body));
    expect(
      ((await (await bump({ translationVersion: 'increment' })).json()) as { itemInfo: { translationVersion: number } })
        .itemInfo.translationVersion,
    ).toBe(5);
    expect(
      ((await (await bump({ translationVersion: 9 })).json()) as { itemInfo: { translationVersion: number } }).itemInfo
        .translationVersion,
    ).toBe(9);
    expect((await bump({})).status).toBe(400);
  });

  it('reset clears rules, scenarios and the journal and reseeds the database', async () => {
    const reseed = vi.fn();
    t = createTestApp({ faultLab: true, hooks: { reseed } });
    await control('/scenarios/slow-network', post);
    await control('/settings', {
      method: 'PUT',
      body: JSON.stringify({ accessTokenTtlSeconds: 5 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(t.lab?.settings.accessTokenTtlSeconds).toBe(5);
    expect((await control('/reset', post)).status).toBe(200);
    expect(reseed).toHaveBeenCalledOnce();
    expect(t.lab?.rules.list()).toEqual([]);
    expect(t.lab?.settings.accessTokenTtlSeconds).toBeNull();
    expect(t.lab?.journal.read()).toEqual([]);
  });
});
