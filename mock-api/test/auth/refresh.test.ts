import { eq } from 'drizzle-orm';
import { devices } from '@daftar/db/schema/devices';
import { refreshTokens, sessions } from '@daftar/db/schema/sessions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { appWithSignedInUser } from '../support/company-member.ts';
import { expiredToken, refreshOn, signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
beforeEach(async () => {
  ({ t, s } = await appWithSignedInUser());
});
afterEach(() => {
  vi.useRealTimers();
  t.dispose();
});

const refresh = (refreshToken: string, deviceId = s.deviceId) => refreshOn(t, refreshToken, deviceId);
function lifetimeOf(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
    exp: number;
  };
  return claims.exp - claims.iat;
}
const profile = (token: string) =>
  call(t.apps.main, 'GET', '/api/v1/users/profile', { headers: { Authorization: `Bearer ${token}` } });

describe('PUT /auth/refresh-tokens', () => {
  it('answers a new pair; the new access token works and the old refresh token is spent', async () => {
    const answer = await refresh(s.refreshToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      info: { token: expect.any(String), refreshToken: expect.any(String) },
    });
    expect(answer.body.info.refreshToken).not.toBe(s.refreshToken);
    expect((await profile(answer.body.info.token)).status).toBe(200);
    expect((await refresh(answer.body.info.refreshToken)).status).toBe(200);
  });

  it('treats a rotated token presented again as stolen: 401 and the device session is revoked', async () => {
    const rotated = await refresh(s.refreshToken);
    const replay = await refresh(s.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('REFRESH_TOKEN_REUSED');
    // Both the thief's and the owner's tokens are now useless.
    expect((await refresh(rotated.body.info.refreshToken)).body.message).toBe('SESSION_REVOKED');
    expect((await profile(rotated.body.info.token)).body).toMatchObject({ message: 'SESSION_REVOKED' });
    expect(t.db.select().from(sessions).get()?.revokedReason).toBe('REFRESH_TOKEN_REUSED');
    expect(t.db.select().from(devices).get()?.revokedAt).not.toBeNull();
  });

  it('only revokes the device the reused token belongs to', async () => {
    const other = await signedIn(t.db, t.config, s.userId, { deviceId: 'second-device-123' });
    await refresh(s.refreshToken);
    await refresh(s.refreshToken);
    expect((await profile(other.token)).status).toBe(200);
  });

  it('is bound to the device it was issued for', async () => {
    const answer = await refresh(s.refreshToken, 'some-other-device');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(s.refreshToken)).status).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('not-a-token')).body.message).toBe('INVALID_REFRESH_TOKEN');
    t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .run();
    const expired = await refresh(s.refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('refuses a refresh token from the very moment it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t.db.update(refreshTokens).set({ expiresAt: new Date().toISOString() }).run();
    expect((await refresh(s.refreshToken)).body.message).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('refuses a body without deviceId with 400 and rotates nothing', async () => {
    const answer = await call(t.apps.main, 'PUT', '/auth/refresh-tokens', { body: { refreshToken: s.refreshToken } });
    expect(answer.status).toBe(400);
    expect(rowsIn(t.db, refreshTokens)).toBe(1);
    expect(t.db.select().from(refreshTokens).get()?.rotatedAt).toBeNull();
  });
});

describe('access tokens', () => {
  it('answers 401 UNAUTHORIZED without a token and INVALID_TOKEN for a forged one', async () => {
    expect((await call(t.apps.main, 'GET', '/api/v1/users/profile')).body).toMatchObject({ message: 'UNAUTHORIZED' });
    const [header, payload] = s.token.split('.');
    const forged = await profile(`${header}.${payload}.AAAA`);
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ message: 'INVALID_TOKEN' });
  });

  it('answer 401 TOKEN_EXPIRED once expired, so the SPA knows to refresh', async () => {
    const answer = await call(t.apps.main, 'GET', '/api/v1/users/profile', {
      headers: await expiredToken(t.config, s),
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ message: 'TOKEN_EXPIRED' });
  });

  it('last ACCESS_TOKEN_TTL_SECONDS', async () => {
    const short = createTestApp({ config: { accessTokenTtlSeconds: 42 } });
    try {
      const session = await signedIn(short.db, short.config, insertUser(short.db).id);
      const answer = await refreshOn(short, session.refreshToken, session.deviceId);
      expect(lifetimeOf(answer.body.info.token)).toBe(42);
    } finally {
      short.dispose();
    }
  });

  it('take their lifetime from the fault lab when QA shortens it', async () => {
    const lab = createTestApp({ faultLab: true });
    try {
      const session = await signedIn(lab.db, lab.config, insertUser(lab.db).id);
      if (lab.lab) lab.lab.settings.accessTokenTtlSeconds = 5;
      const answer = await refreshOn(lab, session.refreshToken, session.deviceId);
      expect(lifetimeOf(answer.body.info.token)).toBe(5);
    } finally {
      lab.dispose();
    }
  });
});

describe('POST /api/v1/auth/sign-out', () => {
  it("revokes the current session: its access and refresh tokens stop working, other devices' do not", async () => {
    const other = await signedIn(t.db, t.config, s.userId, { deviceId: 'second-device-123' });
    const answer = await call(t.apps.main, 'POST', '/api/v1/auth/sign-out', { headers: s.auth });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect((await profile(s.token)).status).toBe(401);
    expect((await refresh(s.refreshToken)).body.message).toBe('SESSION_REVOKED');
    expect((await profile(other.token)).status).toBe(200);
    expect(t.db.select().from(sessions).where(eq(sessions.id, s.sessionId)).get()?.revokedReason).toBe('SIGNED_OUT');
  });

  it('needs a token', async () => {
    expect((await call(t.apps.main, 'POST', '/api/v1/auth/sign-out')).status).toBe(401);
  });
});
