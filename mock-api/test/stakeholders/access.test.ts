import { stakeholders } from '@daftar/db/schema/stakeholders';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertStakeholder, insertUser } from '../support/factories.ts';
import { type ApiCall, expectEveryAnswer } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { expectUnchanged } from '../support/rows.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
let first: number;
let second: number;
let recordId: number;
beforeEach(async () => {
  t = createTestApp();
  s = await signedIn(t.db, t.config, insertUser(t.db).id);
  first = insertCompany(t.db).id;
  second = insertCompany(t.db).id;
  recordId = insertStakeholder(t.db, first, { code: '1001', firstName: 'مریم', lastName: 'احمدی' }).id;
});
afterEach(() => t.dispose());

const body = { kind: 'INDIVIDUAL', firstName: 'کاوه', lastName: 'یزدانی', isCustomer: true, isSupplier: false };

/** Every call of the area against a company, and a record id within it. */
const calls = (companyId: number, id: number): ApiCall[] => [
  ['GET', `/api/v1/companies/${companyId}/stakeholders`, undefined],
  ['GET', `/api/v1/companies/${companyId}/stakeholders/next-code`, undefined],
  ['POST', `/api/v1/companies/${companyId}/stakeholders`, body],
  ['GET', `/api/v1/companies/${companyId}/stakeholders/${id}`, undefined],
  ['PUT', `/api/v1/companies/${companyId}/stakeholders/${id}`, body],
  ['DELETE', `/api/v1/companies/${companyId}/stakeholders/${id}`, undefined],
];

describe('stakeholders: only members of the company, never another company', () => {
  it('answers 403 NOT_A_COMPANY_MEMBER to a non-member on every call and writes nothing', async () => {
    await expectUnchanged(t.db, stakeholders, () =>
      expectEveryAnswer(t.apps.main, calls(first, recordId), {
        headers: s.auth,
        status: 403,
        body: { success: false, message: 'NOT_A_COMPANY_MEMBER' },
      }),
    );
  });

  it("answers 404 STAKEHOLDER_NOT_FOUND to a member of another company asking for this company's record", async () => {
    addMember(t.db, s.userId, second);
    await expectUnchanged(t.db, stakeholders, () =>
      expectEveryAnswer(t.apps.main, calls(second, recordId).slice(3), {
        headers: s.auth,
        status: 404,
        body: { success: false, message: 'STAKEHOLDER_NOT_FOUND' },
      }),
    );
    const list = await call<{ data: unknown[] }>(t.apps.main, 'GET', `/api/v1/companies/${second}/stakeholders`, {
      headers: s.auth,
    });
    expect(list.body.data).toEqual([]);
  });

  it('answers 404 COMPANY_NOT_FOUND for an unknown company', async () => {
    await expectEveryAnswer(t.apps.main, calls(9999, recordId), {
      headers: s.auth,
      status: 404,
      body: { success: false, message: 'COMPANY_NOT_FOUND' },
    });
  });

  it('answers 401 without a token on every call and writes nothing', async () => {
    addMember(t.db, s.userId, first);
    await expectUnchanged(t.db, stakeholders, () =>
      expectEveryAnswer(t.apps.main, calls(first, recordId), { status: 401 }),
    );
  });
});
