import { challenges } from '@daftar/db/schema/challenges';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { testAppPer } from '../support/test-app.ts';

const t = testAppPer('test');

const requestCode = (headers: Record<string, string>) =>
  call(t.apps.main, 'POST', '/api/v1/auth/email/request-code', {
    body: { email: 'a@example.com' },
    headers,
    xsrf: false,
  });

describe('XSRF protection', () => {
  it('sets a script-readable XSRF-TOKEN cookie on a response that finds none', async () => {
    const answer = await call(t.apps.main, 'GET', '/health');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('does not replace a cookie the client already holds', async () => {
    const answer = await call(t.apps.main, 'GET', '/health', { headers: { Cookie: 'XSRF-TOKEN=abc' } });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('issues the token on GET /api/v1/auth/xsrf, in the cookie and the answer', async () => {
    const answer = await call<{ itemInfo: { token: string } }>(t.apps.main, 'GET', '/api/v1/auth/xsrf');
    expect(answer.headers.getSetCookie()).toEqual([`XSRF-TOKEN=${answer.body.itemInfo.token}; Path=/; SameSite=Lax`]);
    const held = await call<{ itemInfo: { token: string } }>(t.apps.main, 'GET', '/api/v1/auth/xsrf', {
      headers: { Cookie: 'XSRF-TOKEN=held-token' },
    });
    expect(held.body.itemInfo.token).toBe('held-token');
  });

  it('refuses unsafe methods without the header, with a different header, or without the cookie', async () => {
    const attempts: Record<string, string>[] = [
      { Cookie: 'XSRF-TOKEN=abc' },
      { Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abd' },
      { 'X-XSRF-TOKEN': 'abc' },
      {},
    ];
    for (const headers of attempts) {
      const answer = await requestCode(headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: 'XSRF_TOKEN_MISMATCH' });
    }
    expect(rowsIn(t.db, challenges)).toBe(0);
  });

  it('lets an unsafe method through when header and cookie match', async () => {
    expect((await requestCode({ Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' })).status).toBe(200);
  });

  it('guards the payment host too', async () => {
    const answer = await call(t.apps.pay, 'POST', '/api/v1/pay/terminals', { xsrf: false });
    expect(answer.status).toBe(403);
  });
});
