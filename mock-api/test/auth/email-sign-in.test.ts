import { eq } from 'drizzle-orm';
import { challenges } from '@daftar/db/schema/challenges';
import { outboxMessages } from '@daftar/db/schema/outbox';
import { sessions } from '@daftar/db/schema/sessions';
import { users } from '@daftar/db/schema/users';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { deviceInfo } from '../support/session.ts';
import { testAppPer } from '../support/test-app.ts';

const t = testAppPer('test');

interface LoginState {
  itemInfo: { email: string; verificationCode: string; fellow: boolean; validInMinute: number };
}

async function requestCode(email: string) {
  const answer = await call<LoginState>(t.apps.main, 'POST', '/api/v1/auth/email/request-code', { body: { email } });
  expect(answer.status).toBe(200);
  const code = t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email.toLowerCase())).all().at(-1)?.code;
  return { state: answer.body.itemInfo, code: code ?? '' };
}

const verify = (body: Record<string, unknown>) =>
  call<{ info: { token: string; refreshToken: string }; message?: string }>(
    t.apps.main,
    'POST',
    '/api/v1/auth/email/verify',
    { body: { deviceInfo: deviceInfo(), ...body } },
  );

describe('POST /api/v1/auth/email/request-code', () => {
  it('answers the login state and puts a six-digit code in the outbox', async () => {
    const { state, code } = await requestCode('New.Person@Example.com');
    expect(state).toEqual({
      email: 'new.person@example.com',
      verificationCode: expect.any(String),
      fellow: false,
      validInMinute: 2,
    });
    expect(code).toMatch(/^\d{6}$/);
  });

  it('says fellow for an e-mail that already has an account', async () => {
    insertUser(t.db, { email: 'known@example.com' });
    expect((await requestCode('known@example.com')).state.fellow).toBe(true);
  });

  it('refuses a bad e-mail with 400 and writes nothing', async () => {
    const answer = await call(t.apps.main, 'POST', '/api/v1/auth/email/request-code', { body: { email: 'nope' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: 'VALIDATION_FAILED',
      errors: [{ path: 'body.email' }],
    });
    expect(rowsIn(t.db, challenges) + rowsIn(t.db, outboxMessages)).toBe(0);
  });

  it('keeps a code valid when new ones are requested, and closes only codes older than the last three', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await requestCode('twice@example.com'));
    const [oldest, second] = codes as [(typeof codes)[0], (typeof codes)[0]];
    const closed = await verify({
      email: 'twice@example.com',
      verificationCode: oldest.state.verificationCode,
      code: oldest.code,
    });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('VERIFICATION_NOT_FOUND');
    const kept = await verify({
      email: 'twice@example.com',
      verificationCode: second.state.verificationCode,
      code: second.code,
    });
    expect(kept.status).toBe(200);
  });
});

describe('POST /api/v1/auth/email/verify', () => {
  it('creates the user at first sign-in and answers a token pair', async () => {
    const { state, code } = await requestCode('first@example.com');
    const answer = await verify({ email: 'first@example.com', verificationCode: state.verificationCode, code });
    expect(answer.status).toBe(200);
    expect(answer.body.info).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    const user = t.db.select().from(users).where(eq(users.email, 'first@example.com')).get();
    expect(user).toMatchObject({ role: 'USER', lang: 'fa', langDir: 'rtl' });
    const profile = await call(t.apps.main, 'GET', '/api/v1/users/profile', {
      headers: { Authorization: `Bearer ${answer.body.info.token}` },
    });
    expect(profile.status).toBe(200);
  });

  it('accepts a code only once', async () => {
    const { state, code } = await requestCode('once@example.com');
    expect((await verify({ email: 'once@example.com', verificationCode: state.verificationCode, code })).status).toBe(
      200,
    );
    const again = await verify({ email: 'once@example.com', verificationCode: state.verificationCode, code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('VERIFICATION_NOT_FOUND');
  });

  it('refuses a code for another e-mail', async () => {
    const { state, code } = await requestCode('owner@example.com');
    const answer = await verify({ email: 'thief@example.com', verificationCode: state.verificationCode, code });
    expect(answer.body.message).toBe('VERIFICATION_NOT_FOUND');
    expect(rowsIn(t.db, sessions)).toBe(0);
  });

  it('refuses an expired code', async () => {
    const { state, code } = await requestCode('late@example.com');
    t.db
      .update(challenges)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .run();
    const answer = await verify({ email: 'late@example.com', verificationCode: state.verificationCode, code });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('CODE_EXPIRED');
    expect(rowsIn(t.db, users)).toBe(0);
  });

  it('allows five wrong tries, then needs a new code even for the right one', async () => {
    const { state, code } = await requestCode('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const answer = await verify({
        email: 'guess@example.com',
        verificationCode: state.verificationCode,
        code: wrong,
      });
      statuses.push(`${answer.status} ${answer.body.message}`);
    }
    expect(statuses).toEqual([...Array(4).fill('400 INVALID_CODE'), '429 TOO_MANY_ATTEMPTS']);
    const right = await verify({ email: 'guess@example.com', verificationCode: state.verificationCode, code });
    expect(right.status).toBe(429);
    expect(rowsIn(t.db, sessions)).toBe(0);
    const fresh = await requestCode('guess@example.com');
    const ok = await verify({
      email: 'guess@example.com',
      verificationCode: fresh.state.verificationCode,
      code: fresh.code,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a malformed code or device info with 400 and writes nothing', async () => {
    const { state } = await requestCode('shape@example.com');
    const answer = await verify({
      email: 'shape@example.com',
      verificationCode: state.verificationCode,
      code: '12ab',
      deviceInfo: { deviceId: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('VALIDATION_FAILED');
    expect(t.db.select().from(challenges).get()?.attempts).toBe(0);
    expect(rowsIn(t.db, users) + rowsIn(t.db, sessions)).toBe(0);
  });
});
