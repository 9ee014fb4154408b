import { bankTokens } from '@daftar/db/schema/banking';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertBankingCode, insertDeposit, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { appWithSignedInUser } from '../support/company-member.ts';
import { expiredToken, signedIn, type TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
let code: string;
beforeEach(async () => {
  ({ t, s } = await appWithSignedInUser());
  code = insertBankingCode(t.db, s.userId);
});
afterEach(() => t.dispose());

const exchange = (body: unknown, headers: Record<string, string> = s.auth) =>
  call(t.apps.main, 'POST', '/neobank/general/web/login-oauth', { headers, body });
const deposits = (headers: Record<string, string>) =>
  call<{ data: { id: string }[]; message?: string }>(t.apps.main, 'GET', '/neobank/general/web/deposits', { headers });

async function bankToken(): Promise<string> {
  return (await exchange({ code })).headers.get('bank-token') ?? '';
}

describe('POST /neobank/general/web/login-oauth', () => {
  it('exchanges the code for a banking token in the bank-token header', async () => {
    const answer = await exchange({ code });
    expect(answer).toMatchObject({ status: 200, body: { success: true, itemInfo: { result: true } } });
    expect(answer.headers.get('bank-token')).toMatch(/^[\w-]{20,}$/);
  });

  it("answers 400 INVALID_USERNAME_OR_PASSWORD for an unknown code or another user's code", async () => {
    const stranger = insertBankingCode(t.db, insertUser(t.db).id);
    for (const body of [{ code: 'BANK-NOPE' }, { code: stranger }]) {
      const answer = await exchange(body);
      expect(answer).toMatchObject({ status: 400, body: { success: false, message: 'INVALID_USERNAME_OR_PASSWORD' } });
      expect(answer.headers.get('bank-token')).toBeNull();
    }
    expect(rowsIn(t.db, bankTokens)).toBe(0);
  });

  it('refuses an empty code with 400 and an expired access token with 401', async () => {
    expect((await exchange({ code: '' })).status).toBe(400);
    expect((await exchange({ code }, await expiredToken(t.config, s))).status).toBe(401);
    expect(rowsIn(t.db, bankTokens)).toBe(0);
  });
});

describe('GET /neobank/general/web/deposits', () => {
  it("lists the banking user's deposits with a valid bank-token", async () => {
    const mine = insertDeposit(t.db, s.userId);
    insertDeposit(t.db, insertUser(t.db).id);
    const answer = await deposits({ ...s.auth, 'bank-token': await bankToken() });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((d) => d.id)).toEqual([mine.id]);
  });

  it('needs the bank-token: missing, made-up or expired tokens get 401 naming it', async () => {
    expect((await deposits(s.auth)).body.message).toBe('BANK_TOKEN_REQUIRED');
    expect((await deposits({ ...s.auth, 'bank-token': 'made-up' })).body.message).toBe('INVALID_BANK_TOKEN');
    const token = await bankToken();
    t.db
      .update(bankTokens)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .run();
    expect(await deposits({ ...s.auth, 'bank-token': token })).toMatchObject({
      status: 401,
      body: { message: 'INVALID_BANK_TOKEN' },
    });
  });

  it("refuses another user's banking token", async () => {
    const token = await bankToken();
    const other = await signedIn(t.db, t.config, insertUser(t.db).id, { deviceId: 'other-device-000' });
    expect((await deposits({ ...other.auth, 'bank-token': token })).status).toBe(401);
  });

  it('answers 422 when the banking account is suspended', async () => {
    const suspended = insertBankingCode(t.db, s.userId, { status: 'SUSPENDED' });
    const token = (await exchange({ code: suspended })).headers.get('bank-token') ?? '';
    const answer = await deposits({ ...s.auth, 'bank-token': token });
    expect(answer).toMatchObject({ status: 422, body: { success: false, message: 'BANKING_ACCOUNT_SUSPENDED' } });
  });

  it('answers 401 to an expired access token even with a banking token', async () => {
    const token = await bankToken();
    const answer = await deposits({ ...(await expiredToken(t.config, s)), 'bank-token': token });
    expect(answer).toMatchObject({ status: 401, body: { message: 'TOKEN_EXPIRED' } });
  });
});
