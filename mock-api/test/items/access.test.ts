import { items } from '@daftar/db/schema/items';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertItem, insertUser } from '../support/factories.ts';
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
  recordId = insertItem(t.db, first, { code: '1001', category: 'نوشیدنی' }).id;
});
afterEach(() => t.dispose());

const body = { kind: 'SERVICE', name: 'مشاوره', unit: 'ساعت', vatApplicable: true };

const calls = (companyId: number, id: number): [string, string, unknown][] => [
  ['GET', `/api/v1/companies/${companyId}/items`, undefined],
  ['GET', `/api/v1/companies/${companyId}/items/categories`, undefined],
  ['GET', `/api/v1/companies/${companyId}/items/next-code`, undefined],
  ['POST', `/api/v1/companies/${companyId}/items`, body],
  ['GET', `/api/v1/companies/${companyId}/items/${id}`, undefined],
  ['PUT', `/api/v1/companies/${companyId}/items/${id}`, body],
  ['DELETE', `/api/v1/companies/${companyId}/items/${id}`, undefined],
];

const snapshot = () => t.db.select().from(items).all();

describe('items: only members of the company, never another company', () => {
  it('answers 403 to a non-member on every call and writes nothing', async () => {
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

  it("answers 404 ITEM_NOT_FOUND to a member of another company asking for this company's item", async () => {
    addMember(t.db, s.userId, second);
    const before = snapshot();
    for (const [method, path, payload] of calls(second, recordId).slice(4)) {
      const answer = await call(t.apps.main, method, path, { headers: s.auth, body: payload });
      expect([method, answer.status, answer.body]).toEqual([
        method,
        404,
        { success: false, message: 'ITEM_NOT_FOUND' },
      ]);
    }
    expect(snapshot()).toEqual(before);
    const categories = await call(t.apps.main, 'GET', `/api/v1/companies/${second}/items/categories`, {
      headers: s.auth,
    });
    expect(categories.body).toEqual({ success: true, data: [] });
  });

  it('answers 401 without a token on every call and writes nothing', async () => {
    addMember(t.db, s.userId, first);
    const before = snapshot();
    for (const [method, path, payload] of calls(first, recordId)) {
      expect([method, path, (await call(t.apps.main, method, path, { body: payload })).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
    expect(snapshot()).toEqual(before);
  });
});
