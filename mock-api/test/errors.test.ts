import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './support/http.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
afterEach(() => t.dispose());

describe('error answers', () => {
  it('answers unknown routes on both hosts with 404 JSON', async () => {
    t = createTestApp();
    for (const app of [t.apps.main, t.apps.pay]) {
      expect(await call(app, 'GET', '/api/v1/nothing-here')).toMatchObject({
        status: 404,
        body: { success: false, message: 'NOT_FOUND' },
      });
    }
  });

  it('answers unreadable JSON with 400 INVALID_JSON', async () => {
    t = createTestApp();
    const res = await t.apps.main.request('/api/v1/auth/email/request-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=a', 'X-XSRF-TOKEN': 'a' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'INVALID_JSON' });
  });

  it('never sends a stack trace: a failing database is 500 INTERNAL_SERVER_ERROR', async () => {
    t = createTestApp();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t.db.$client.exec('drop table app_settings');
    const res = await t.apps.main.request('/api/v1/app-setting/app-version');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"success":false,"message":"INTERNAL_SERVER_ERROR"}');
    quiet.mockRestore();
  });
});
