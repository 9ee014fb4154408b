import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';

let t: TestApp;
afterEach(() => t.dispose());

const reset = (headers: Record<string, string>) =>
  t.apps.main.request('/__mock/reset', { method: 'POST', headers }, loopbackEnv);

function labWithReseed() {
  const reseed = vi.fn();
  t = createTestApp({ faultLab: true, hooks: { reseed } });
  return reseed;
}

describe('control API: requests from web pages (issue 20)', () => {
  it('refuses a reset posted by a foreign page as text/plain, and resets nothing', async () => {
    const reseed = labWithReseed();
    const res = await reset({ Origin: 'http://evil.example', 'Content-Type': 'text/plain' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: 'MOCK_CONTROL_CROSS_SITE' });
    expect(reseed).not.toHaveBeenCalled();
  });

  it('refuses a foreign origin even with a JSON content type, and a cross-site fetch with no origin', async () => {
    const reseed = labWithReseed();
    expect((await reset({ Origin: 'http://evil.example', 'Content-Type': 'application/json' })).status).toBe(403);
    expect((await reset({ Origin: 'null', 'Content-Type': 'application/json' })).status).toBe(403);
    expect((await reset({ 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' })).status).toBe(403);
    const read = await t.apps.main.request(
      '/__mock/journal',
      { headers: { Origin: 'http://evil.example' } },
      loopbackEnv,
    );
    expect(read.status).toBe(403);
    expect(reseed).not.toHaveBeenCalled();
  });

  it('refuses a write that is not JSON (a form or no-cors post needs no preflight), body or not', async () => {
    const reseed = labWithReseed();
    const types: Record<string, string>[] = [
      {},
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    ];
    for (const headers of types) {
      const res = await reset(headers);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ success: false, message: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(reseed).not.toHaveBeenCalled();
  });

  it('serves the CLI and tests (no origin), the QA panel (an allowed or loopback origin) and same-site pages', async () => {
    const reseed = labWithReseed();
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    expect((await reset(json)).status).toBe(200);
    expect((await reset({ ...json, Origin: 'http://localhost:5173', 'Sec-Fetch-Site': 'same-site' })).status).toBe(200);
    expect((await reset({ ...json, Origin: 'http://127.0.0.1:41234' })).status).toBe(200);
    expect((await reset({ ...json, Origin: 'http://[::1]:5173' })).status).toBe(200);
    expect(reseed).toHaveBeenCalledTimes(4);
  });
});
