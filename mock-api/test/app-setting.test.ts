import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAppSettings } from './support/factories.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('GET /api/v1/app-setting/app-version', () => {
  let t: TestApp;
  beforeEach(() => {
    t = createTestApp();
  });
  afterEach(() => t.dispose());

  it('answers the stored setting as itemInfo without a token', async () => {
    insertAppSettings(t.db, { webAppVersion: 'v2.0.300', translationVersion: 7, forceUpdate: true });
    const res = await t.apps.main.request('/api/v1/app-setting/app-version');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      itemInfo: {
        appVersion: 'v2.0.0',
        forceUpdate: true,
        dashboardStructureTimeStamp: 0,
        translationVersion: 7,
        webAppVersion: 'v2.0.300',
      },
    });
  });

  it('is kept serialised with an ETag: 304 to a client that has it, a new answer once the setting changes', async () => {
    insertAppSettings(t.db, { webAppVersion: 'v2.0.300' });
    const path = '/api/v1/app-setting/app-version';
    const first = await t.apps.main.request(path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await t.apps.main.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Any write to the database (here behind the domain's back) shows at the next call.
    t.db.$client.prepare("update app_settings set web_app_version = 'v2.0.301'").run();
    const changed = await t.apps.main.request(path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { itemInfo: { webAppVersion: string } }).itemInfo.webAppVersion).toBe('v2.0.301');
  });

  it('answers 503 with a code when the setting row is missing', async () => {
    const res = await t.apps.main.request('/api/v1/app-setting/app-version');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: 'APP_SETTING_MISSING' });
  });

  it('is not served by the payment host', async () => {
    insertAppSettings(t.db);
    const res = await t.apps.pay.request('/api/v1/app-setting/app-version');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'NOT_FOUND' });
  });

  it('allows the SPA origin with credentials and refuses others', async () => {
    insertAppSettings(t.db);
    const ok = await t.apps.main.request('/api/v1/app-setting/app-version', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await t.apps.main.request('/api/v1/app-setting/app-version', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
