import { sessions } from '@daftar/db/schema/sessions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../support/http.ts';
import { appWithSignedInUser } from '../support/company-member.ts';
import { type TestSession, refreshOn } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
beforeEach(async () => {
  ({ t, s } = await appWithSignedInUser({ config: { refreshGraceSeconds: 10 } }));
});
afterEach(() => {
  vi.useRealTimers();
  t.dispose();
});

const refresh = (refreshToken: string, deviceId = s.deviceId) => refreshOn(t, refreshToken, deviceId);
const profile = (token: string) =>
  call(t.apps.main, 'GET', '/api/v1/users/profile', { headers: { Authorization: `Bearer ${token}` } });

describe('refresh grace window: two tabs refreshing at once (issue 20)', () => {
  it('answers both concurrent refreshes with the same new pair, and the device stays signed in', async () => {
    const [first, second] = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.info).toEqual(first.body.info);
    expect((await profile(first.body.info.token)).status).toBe(200);
    expect((await refresh(first.body.info.refreshToken)).status).toBe(200);
    expect(t.db.select().from(sessions).get()?.revokedAt).toBeNull();
  });

  it('answers a repeat inside the window with the same pair, but not for another device', async () => {
    const first = await refresh(s.refreshToken);
    expect((await refresh(s.refreshToken)).body.info).toEqual(first.body.info);
    const elsewhere = await refresh(s.refreshToken, 'another-device-123');
    expect(elsewhere.status).toBe(401);
  });

  it('after the window a rotated token is reuse again: 401 and the device is signed out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await refresh(s.refreshToken);
    vi.setSystemTime(Date.now() + 11_000);
    const replay = await refresh(s.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('REFRESH_TOKEN_REUSED');
    expect((await profile(first.body.info.token)).body).toMatchObject({ message: 'SESSION_REVOKED' });
    // The refused replay is not remembered as an answer: presented again, the token meets its revoked session.
    expect((await refresh(s.refreshToken)).body.message).toBe('SESSION_REVOKED');
  });

  it('answers the same pair until the window ends, and reuse from its last moment on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rotatedAt = Date.now();
    const first = await refresh(s.refreshToken);
    vi.setSystemTime(rotatedAt + 9_000);
    const repeat = await refresh(s.refreshToken);
    expect(repeat.status).toBe(200);
    expect(repeat.body.info).toEqual(first.body.info);
    vi.setSystemTime(rotatedAt + 10_000);
    expect((await refresh(s.refreshToken)).body.message).toBe('REFRESH_TOKEN_REUSED');
  });
});

describe('refresh without a grace window', () => {
  it('treats a repeat at the very same moment as reuse: 401 and the device is signed out', async () => {
    t.dispose();
    ({ t, s } = await appWithSignedInUser({ config: { refreshGraceSeconds: 0 } }));
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await refresh(s.refreshToken);
    const replay = await refresh(s.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('REFRESH_TOKEN_REUSED');
    expect((await profile(first.body.info.token)).body).toMatchObject({ message: 'SESSION_REVOKED' });
  });
});
