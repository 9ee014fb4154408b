import { stakeholders } from '@daftar/db/schema/stakeholders';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertStakeholder, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
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
const calls = (companyId: number, id: number): [string, string, unknown][] => [
  ['GET', `/api/v1/companies/${companyId}/stakeholders`, undefined],
  ['GET', `/api/v1/companies/${companyId}/stakeholders/next-code`, undefined],
  ['POST', `/api/v1/companies/${companyId}/stakeholders`, body],
  ['GET', `/api/v1/companies/${companyId}/stakeholders/${id}`, undefined],
  ['PUT', `/api/v1/companies/${companyId}/stakeholders/${id}`, body],
  ['DELETE', `/api/v1/companies/${companyId}/stakeholders/${id}`, undefined],
];

const snapshot = () => t.db.select().from(stakeholders).all();

describe('stakeholders: only members of the company, never another company', () => {
  it('answers 403 NOT_A_COMPANY_MEMBER to a non-member on every call and writes nothing', async () => {
    const before = snapshot();
    for (const [method, path, payload] of calls(first, recordId)) {
      const answer = await call(t.apps.main, method, path, { headers: s.auth, body: payload });
      expect([method, path, answer.status, answer.body]).toEqual([
        method,
        path,
        403,
        { success: false, message: 'NOT_A_COMPANY_MEMBER' },
      ]);
    }
    expect(snapshot()).toEqual(before);
  });

  it("answers 404 STAKEHOLDER_NOT_FOUND to a member of another company asking for this company's record", async () => {
    addMember(t.db, s.userId, second);
    const before = snapshot();
    for (const [method, path, payload] of calls(second, recordId).slice(3)) {
      const answer = await call(t.apps.main, method, path, { headers: s.auth, body: payload });
      expect([method, answer.status, answer.body]).toEqual([
        method,
        404,
        { success: false, message: 'STAKEHOLDER_NOT_FOUND' },
      ]);
    }
    expect(snapshot()).toEqual(before);
    const list = await call<{ data: unknown[] }>(t.apps.main, 'GET', `/api/v1/companies/${second}/stakeholders`, {
      headers: s.auth,
    });
    expect(list.body.data).toEqual([]);
  });

  it('answers 404 COMPANY_NOT_FOUND for an unknown company', async () => {
    for (const [method, path, payload] of calls(9999, recordId)) {
      const answer = await call(t.apps.main, method, path, { headers: s.auth, body: payload });
      expect([method, answer.status, answer.body]).toEqual([
        method,
        404,
        { success: false, message: 'COMPANY_NOT_FOUND' },
      ]);
    }
  });

  it('answers 401 without a token on every call and writes nothing', async () => {
    addMember(t.db, s.userId, first);
    const before = snapshot();
    for (const [method, path, payload] of calls(first, recordId)) {
      const answer = await call(t.apps.main, method, path, { body: payload });
      expect([method, path, answer.status]).toEqual([method, path, 401]);
    }
    expect(snapshot()).toEqual(before);
  });
});
