import { eq } from 'drizzle-orm';
import { challenges } from '@daftar/db/schema/challenges';
import { outboxMessages } from '@daftar/db/schema/outbox';
import { users } from '@daftar/db/schema/users';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { appWithSignedInUser } from '../support/company-member.ts';
import { expiredToken, signedIn, type TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
beforeEach(async () => {
  ({ t, s } = await appWithSignedInUser());
});
afterEach(() => t.dispose());

type Challenge = { itemInfo: { mobile: string; verificationId: string; validInMinute: number }; message?: string };
const requestCode = (session: TestSession, mobile = '09121234567') =>
  call<Challenge>(t.apps.main, 'POST', '/api/v1/users/mobile/request-code', {
    headers: session.auth,
    body: { mobile },
  });
const confirm = (session: TestSession, body: Record<string, string>) =>
  call(t.apps.main, 'POST', '/api/v1/users/mobile/verify', { headers: session.auth, body });
const smsCode = () =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms')).all().at(-1)?.code ?? '';

describe('mobile verification', () => {
  it('sends a code by SMS and marks the number verified when it is confirmed', async () => {
    const sent = await requestCode(s);
    expect(sent.status).toBe(200);
    expect(sent.body.itemInfo).toEqual({ mobile: '09121234567', verificationId: expect.any(String), validInMinute: 2 });
    const answer = await confirm(s, {
      mobile: '09121234567',
      verificationId: sent.body.itemInfo.verificationId,
      code: smsCode(),
    });
    expect(answer.body).toEqual({ success: true, itemInfo: { mobile: '09121234567', mobileVerified: true } });
    expect(t.db.select().from(users).where(eq(users.id, s.userId)).get()).toMatchObject({ mobileVerified: true });
  });

  it("refuses to confirm another user's challenge", async () => {
    const sent = await requestCode(s);
    const other = await signedIn(t.db, t.config, insertUser(t.db).id, { deviceId: 'other-device-000' });
    const answer = await confirm(other, {
      mobile: '09121234567',
      verificationId: sent.body.itemInfo.verificationId,
      code: smsCode(),
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'VERIFICATION_NOT_FOUND' } });
  });

  it('refuses a number another account has verified', async () => {
    insertUser(t.db, { mobile: '09121234567', mobileVerified: true });
    expect((await requestCode(s)).body).toMatchObject({ message: 'MOBILE_ALREADY_IN_USE' });
  });

  it('refuses an expired code and stops after five wrong tries', async () => {
    const sent = await requestCode(s);
    const body = { mobile: '09121234567', verificationId: sent.body.itemInfo.verificationId };
    const wrong = smsCode() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await confirm(s, { ...body, code: wrong });
    expect((await confirm(s, { ...body, code: smsCode() })).status).toBe(429);
    const again = await requestCode(s);
    t.db
      .update(challenges)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .run();
    const late = await confirm(s, { ...body, verificationId: again.body.itemInfo.verificationId, code: smsCode() });
    expect(late.body).toMatchObject({ message: 'CODE_EXPIRED' });
  });

  it('refuses a malformed number with 400 and sends nothing', async () => {
    const answer = await requestCode(s, '+98912');
    expect(answer.status).toBe(400);
    expect(rowsIn(t.db, outboxMessages) + rowsIn(t.db, challenges)).toBe(0);
  });

  it('answers 401 to an expired token', async () => {
    const answer = await call(t.apps.main, 'POST', '/api/v1/users/mobile/request-code', {
      headers: await expiredToken(t.config, s),
      body: { mobile: '09121234567' },
    });
    expect(answer.status).toBe(401);
  });
});
