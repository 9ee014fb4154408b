import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { expiredToken, signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let laptop: TestSession;
let phone: TestSession;
beforeEach(async () => {
  t = createTestApp();
  const userId = insertUser(t.db).id;
  laptop = await signedIn(t.db, t.config, userId, { deviceId: 'laptop-device-01' });
  phone = await signedIn(t.db, t.config, userId, { deviceId: 'phone-device-0002' });
});
afterEach(() => t.dispose());

type Devices = { data: { deviceId: string; current: boolean; active: boolean }[] };
const list = (headers: Record<string, string>) =>
  call<Devices>(t.apps.main, 'GET', '/api/v1/users/devices', { headers });

describe('GET /api/v1/users/devices', () => {
  it("lists the user's devices and marks the calling one", async () => {
    const answer = await list(laptop.auth);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((d) => [d.deviceId, d.current, d.active]).sort()).toEqual([
      ['laptop-device-01', true, true],
      ['phone-device-0002', false, true],
    ]);
  });

  it("does not show another user's devices", async () => {
    const stranger = await signedIn(t.db, t.config, insertUser(t.db).id, { deviceId: 'stranger-device-9' });
    expect((await list(stranger.auth)).body.data.map((d) => d.deviceId)).toEqual(['stranger-device-9']);
  });

  it('answers 401 to an expired token', async () => {
    expect((await list(await expiredToken(t.config, laptop))).status).toBe(401);
  });
});

describe('DELETE /api/v1/users/devices/:deviceId', () => {
  it('signs the device out: its tokens stop working and it shows as inactive', async () => {
    const answer = await call(t.apps.main, 'DELETE', '/api/v1/users/devices/phone-device-0002', {
      headers: laptop.auth,
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect((await list(phone.auth)).status).toBe(401);
    const refreshed = await call(t.apps.main, 'PUT', '/auth/refresh-tokens', {
      body: { refreshToken: phone.refreshToken, deviceId: phone.deviceId },
    });
    expect(refreshed.status).toBe(401);
    const phoneRow = (await list(laptop.auth)).body.data.find((d) => d.deviceId === 'phone-device-0002');
    expect(phoneRow?.active).toBe(false);
  });

  it("answers 404 for another user's device and leaves it alone", async () => {
    const stranger = await signedIn(t.db, t.config, insertUser(t.db).id, { deviceId: 'stranger-device-9' });
    const answer = await call(t.apps.main, 'DELETE', '/api/v1/users/devices/stranger-device-9', {
      headers: laptop.auth,
    });
    expect(answer).toMatchObject({ status: 404, body: { message: 'DEVICE_NOT_FOUND' } });
    expect((await list(stranger.auth)).status).toBe(200);
  });

  it('answers 401 to an expired token and revokes nothing', async () => {
    const answer = await call(t.apps.main, 'DELETE', '/api/v1/users/devices/phone-device-0002', {
      headers: await expiredToken(t.config, laptop),
    });
    expect(answer.status).toBe(401);
    expect((await list(phone.auth)).status).toBe(200);
  });
});
