import { challenges } from '@daftar/db/schema/challenges';
import { memberships } from '@daftar/db/schema/companies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../src/app.ts';
import { insertCompany, insertUser } from '../support/factories.ts';
import { call, xsrfPair } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { signedIn } from '../support/session.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';

let t: TestApp;
afterEach(() => {
  vi.useRealTimers();
  t.dispose();
});

const window = { windowSeconds: 900 };
const limits = (overrides: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  codeRequestLimits: { perTarget: { max: 3, ...window }, perAddress: { max: 5, ...window } },
  joinLimit: { max: 3, ...window },
  ...overrides,
});

const requestCode = (email: string, address = '10.0.0.1') =>
  t.apps.main.request(
    '/api/v1/auth/email/request-code',
    { method: 'POST', headers: { ...xsrfPair, 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) },
    { incoming: { socket: { remoteAddress: address } } },
  );

async function expectTooMany(res: Response, code: string) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ success: false, message: code });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
}

describe('code requests are rate-limited (issue 20)', () => {
  it('per e-mail: 429 with Retry-After past the limit, writing no code; other e-mails go on', async () => {
    t = createTestApp({ config: limits() });
    for (let i = 0; i < 3; i++) expect((await requestCode('victim@example.com', `10.0.0.${i}`)).status).toBe(200);
    const refused = await t.apps.main.request(
      '/api/v1/auth/email/request-code',
      {
        method: 'POST',
        headers: { ...xsrfPair, 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
        body: JSON.stringify({ email: 'victim@example.com' }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.9' } } },
    );
    // The SPA on another port can read when to try again.
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    await expectTooMany(refused, 'TOO_MANY_CODE_REQUESTS');
    expect(rowsIn(t.db, challenges)).toBe(3);
    expect((await requestCode('other@example.com')).status).toBe(200);
  });

  it('per client address, across e-mails', async () => {
    t = createTestApp({ config: limits() });
    for (let i = 0; i < 5; i++) expect((await requestCode(`p${i}@example.com`)).status).toBe(200);
    await expectTooMany(await requestCode('p9@example.com'), 'TOO_MANY_CODE_REQUESTS');
    expect((await requestCode('p9@example.com', '10.0.0.2')).status).toBe(200);
  });

  it('allows requests again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = createTestApp({ config: limits() });
    for (let i = 0; i < 3; i++) await requestCode('later@example.com', `10.0.1.${i}`);
    expect((await requestCode('later@example.com', '10.0.1.9')).status).toBe(429);
    vi.setSystemTime(Date.now() + 901_000);
    expect((await requestCode('later@example.com', '10.0.1.9')).status).toBe(200);
  });

  it('starts afresh after the fault lab reset, as each end-to-end test does', async () => {
    t = createTestApp({ faultLab: true, config: limits() });
    for (let i = 0; i < 3; i++) await requestCode('again@example.com', `10.0.2.${i}`);
    expect((await requestCode('again@example.com', '10.0.2.9')).status).toBe(429);
    const reset = await t.apps.main.request(
      '/__mock/reset',
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      loopbackEnv,
    );
    expect(reset.status).toBe(200);
    expect((await requestCode('again@example.com', '10.0.2.9')).status).toBe(200);
  });

  it('per mobile number for SMS codes', async () => {
    t = createTestApp({ config: limits() });
    const s = await signedIn(t.db, t.config, insertUser(t.db).id);
    const send = () =>
      call(t.apps.main, 'POST', '/api/v1/users/mobile/request-code', {
        headers: s.auth,
        body: { mobile: '09121234567' },
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'TOO_MANY_CODE_REQUESTS' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('invitation-code joins are rate-limited per user (issue 20)', () => {
  it('refuses further tries, even a right code, with 429 and joins nothing; another user may still join', async () => {
    t = createTestApp({ config: limits() });
    const company = insertCompany(t.db, { invitationCode: 'ARMAN-2024' });
    const guesser = await signedIn(t.db, t.config, insertUser(t.db).id);
    const join = (session: typeof guesser, invitationCode: string) =>
      call(t.apps.main, 'POST', '/api/v1/companies/join', { headers: session.auth, body: { invitationCode } });
    for (const guess of ['GUESS-0001', 'GUESS-0002', 'GUESS-0003'])
      expect((await join(guesser, guess)).status).toBe(404);
    const refused = await join(guesser, company.invitationCode ?? '');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'TOO_MANY_JOIN_ATTEMPTS' });
    expect(rowsIn(t.db, memberships)).toBe(0);
    const other = await signedIn(t.db, t.config, insertUser(t.db, { email: 'other@example.com' }).id);
    expect((await join(other, 'ARMAN-2024')).status).toBe(200);
  });
});
