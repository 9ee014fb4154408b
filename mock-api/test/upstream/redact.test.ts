import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../src/upstream/exchange.ts';
import { redactExchange } from '../../src/upstream/redact.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

function signIn(): Exchange {
  return {
    seq: 1,
    host: 'main',
    source: 'upstream',
    request: {
      method: 'POST',
      path: '/api/v1/auth/email/verify',
      query: { token: 'q-secret', page: '1' },
      headers: {
        authorization: `Bearer ${jwt}`,
        'bank-token': 'bank-secret',
        cookie: 'XSRF-TOKEN=xsrf-secret; theme=dark',
        'x-xsrf-token': 'xsrf-secret',
        'content-type': 'application/json',
      },
      body: {
        email: 'a@b.ir',
        code: '918273',
        verificationCode: 'v-1',
        deviceInfo: { pushNotificationToken: 'push-1' },
      },
    },
    response: {
      status: 200,
      headers: { 'set-cookie': ['XSRF-TOKEN=xsrf-new; Path=/; SameSite=Lax'], 'content-type': 'application/json' },
      body: {
        success: true,
        info: { token: jwt, refreshToken: 'refresh-secret', note: `copied ${jwt} here` },
        profile: { mobile: '09121234567', nationalId: '0012345678', iban: 'IR820540102680020817909002' },
        items: [{ cardNumber: '6037-9912-3456-7890' }],
      },
    },
    timing: { startedAt: '2026-12-01T10:00:00.000Z', ms: 4, upstreamMs: 3 },
  };
}

const secrets = ['q-secret', 'bank-secret', 'xsrf-secret', 'xsrf-new', '918273', 'push-1', 'refresh-secret', jwt];
const personal = ['09121234567', '0012345678', 'IR820540102680020817909002', '6037-9912-3456-7890'];

describe('redaction', () => {
  it('never keeps a token, cookie, XSRF token or one-time code by default, and says where one was', () => {
    const kept = redactExchange(signIn(), { secrets: false, personalData: false });
    const text = JSON.stringify(kept);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(kept.request.headers.authorization).toBe('Bearer [REDACTED]');
    expect(kept.request.headers.cookie).toBe('XSRF-TOKEN=[REDACTED]; theme=[REDACTED]');
    expect(kept.response.headers['set-cookie']).toEqual(['XSRF-TOKEN=[REDACTED]; Path=/; SameSite=Lax']);
    expect(kept.response.body).toMatchObject({ info: { token: '[REDACTED]', note: 'copied [REDACTED] here' } });
    // What is not a secret stays readable: the e-mail, the challenge's id, the query's page.
    expect(kept.request.body).toMatchObject({ email: 'a@b.ir', verificationCode: 'v-1' });
    expect(kept.request.query.page).toBe('1');
    for (const value of personal) expect(text).toContain(value);
  });

  it('keeps an item’s code away from sign-in calls but hides a one-time code on them', () => {
    const item = { ...signIn(), request: { ...signIn().request, path: '/api/v1/companies/1/items' } };
    expect(redactExchange(item, { secrets: false, personalData: false }).request.body).toMatchObject({
      code: '918273',
    });
  });

  it('hides national ids, mobiles, IBANs and card numbers when asked', () => {
    const text = JSON.stringify(redactExchange(signIn(), { secrets: false, personalData: true }));
    for (const value of [...personal, ...secrets]) expect(text).not.toContain(value);
  });

  it('keeps every secret only when asked to (--record-secrets)', () => {
    const text = JSON.stringify(redactExchange(signIn(), { secrets: true, personalData: false }));
    for (const secret of secrets) expect(text).toContain(secret);
  });

  it('hides long random path segments (invitation and payment-link tokens)', () => {
    const token = 'Zx9_aB3-kLm0PqRsTuVwXyZ0123456789abcdefghij';
    const invitation = { ...signIn(), request: { ...signIn().request, path: `/api/v1/invitations/${token}` } };
    const kept = redactExchange(invitation, { secrets: false, personalData: false });
    expect(kept.request.path).toBe('/api/v1/invitations/[REDACTED]');
  });
});
