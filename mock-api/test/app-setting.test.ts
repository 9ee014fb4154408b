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
