import { companies, memberships } from '@daftar/db/schema/companies';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { appWithSignedInUser } from '../support/company-member.ts';
import { expiredToken, type TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
beforeEach(async () => {
  ({ t, s } = await appWithSignedInUser());
});
afterEach(() => t.dispose());

type CompanyAnswer = { itemInfo: { id: number; name: string; invitationCode: string | null }; message?: string };

describe('POST /api/v1/companies', () => {
  it('creates the business with the caller as owner, shows it in the profile, and gives an invitation code', async () => {
    const answer = await call<CompanyAnswer>(t.apps.main, 'POST', '/api/v1/companies', {
      headers: s.auth,
      body: { name: '  کافه نارنج ', phone: '03132221100', nationalId: '10320547898' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.itemInfo).toMatchObject({
      name: 'کافه نارنج',
      phone: '03132221100',
      invitationCode: expect.any(String),
    });
    const profile = await call<{ companies: unknown[] }>(t.apps.main, 'GET', '/api/v1/users/profile', {
      headers: s.auth,
    });
    expect(profile.body.companies).toEqual([{ companyId: answer.body.itemInfo.id, name: 'کافه نارنج', role: 'OWNER' }]);
  });

  it('refuses bad fields with 400 and writes nothing', async () => {
    const answer = await call(t.apps.main, 'POST', '/api/v1/companies', {
      headers: s.auth,
      body: { name: 'x', nationalId: '123' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'VALIDATION_FAILED' });
    expect(rowsIn(t.db, companies) + rowsIn(t.db, memberships)).toBe(0);
  });

  it('refuses a national id whose check digit does not match, naming the field', async () => {
    const answer = await call(t.apps.main, 'POST', '/api/v1/companies', {
      headers: s.auth,
      body: { name: 'کافه نارنج', nationalId: '10320547891' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'body.nationalId', message: 'INVALID_COMPANY_NATIONAL_ID' }]);
    expect(rowsIn(t.db, companies)).toBe(0);
  });

  it('answers 401 to an expired token and writes nothing', async () => {
    const answer = await call(t.apps.main, 'POST', '/api/v1/companies', {
      headers: await expiredToken(t.config, s),
      body: { name: 'کافه نارنج' },
    });
    expect(answer.status).toBe(401);
    expect(rowsIn(t.db, companies)).toBe(0);
  });
});

describe('POST /api/v1/companies/join', () => {
  /** The signed-in user asks to join the company whose invitation code this is. */
  const join = (invitationCode: string | null) =>
    call<CompanyAnswer>(t.apps.main, 'POST', '/api/v1/companies/join', { headers: s.auth, body: { invitationCode } });

  it('joins with the invitation code as a member, who does not see the code', async () => {
    const company = insertCompany(t.db, { invitationCode: 'ARMAN-2024' });
    const answer = await join('arman-2024');
    expect(answer.status).toBe(200);
    expect(answer.body.itemInfo).toMatchObject({ id: company.id, invitationCode: null });
  });

  it('answers 404 for an unknown code and 409 for a second join', async () => {
    const unknown = await join('NOPE-0000');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'INVITATION_CODE_NOT_FOUND' } });
    const company = insertCompany(t.db);
    addMember(t.db, s.userId, company.id);
    const again = await join(company.invitationCode);
    expect(again).toMatchObject({ status: 409, body: { message: 'ALREADY_A_MEMBER' } });
  });

  it('refuses a too-short code with 400', async () => {
    const answer = await join('ab');
    expect(answer.status).toBe(400);
    expect(rowsIn(t.db, memberships)).toBe(0);
  });
});

describe('GET /api/v1/companies/:companyId', () => {
  it('answers a company to its members (owners see the invitation code)', async () => {
    const company = insertCompany(t.db, { name: 'بازرگانی آرمان' });
    addMember(t.db, s.userId, company.id, 'OWNER');
    const answer = await call<CompanyAnswer>(t.apps.main, 'GET', `/api/v1/companies/${company.id}`, {
      headers: s.auth,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.itemInfo).toMatchObject({ name: 'بازرگانی آرمان', invitationCode: company.invitationCode });
  });

  it('answers 403 to a non-member and 404 for an unknown company, never the data', async () => {
    const company = insertCompany(t.db);
    const denied = await call(t.apps.main, 'GET', `/api/v1/companies/${company.id}`, { headers: s.auth });
    expect(denied).toEqual({
      status: 403,
      body: { success: false, message: 'NOT_A_COMPANY_MEMBER' },
      headers: expect.anything(),
    });
    const missing = await call(t.apps.main, 'GET', '/api/v1/companies/9999', { headers: s.auth });
    expect(missing.body).toEqual({ success: false, message: 'COMPANY_NOT_FOUND' });
  });

  it('refuses a non-numeric id with 400 and an expired token with 401', async () => {
    expect((await call(t.apps.main, 'GET', '/api/v1/companies/abc', { headers: s.auth })).status).toBe(400);
    const expired = await call(t.apps.main, 'GET', '/api/v1/companies/1', { headers: await expiredToken(t.config, s) });
    expect(expired.status).toBe(401);
  });
});
