import { items } from '@daftar/db/schema/items';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertItem, insertUser } from '../support/factories.ts';
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
  recordId = insertItem(t.db, first, { code: '1001', category: 'نوشیدنی' }).id;
});
afterEach(() => t.dispose());

const body = { kind: 'SERVICE', name: 'مشاوره', unit: 'ساعت', vatApplicable: true };

const calls = (companyId: number, id: number): ApiCall[] => [
  ['GET', `/api/v1/companies/${companyId}/items`, undefined],
  ['GET', `/api/v1/companies/${companyId}/items/categories`, undefined],
  ['GET', `/api/v1/companies/${companyId}/items/next-code`, undefined],
  ['POST', `/api/v1/companies/${companyId}/items`, body],
  ['GET', `/api/v1/companies/${companyId}/items/${id}`, undefined],
  ['PUT', `/api/v1/companies/${companyId}/items/${id}`, body],
  ['DELETE', `/api/v1/companies/${companyId}/items/${id}`, undefined],
];

describe('items: only members of the company, never another company', () => {
  it('answers 403 to a non-member on every call and writes nothing', async () => {
    await expectUnchanged(t.db, items, () =>
      expectEveryAnswer(t.apps.main, calls(first, recordId), {
        headers: s.auth,
        status: 403,
        body: { success: false, message: 'NOT_A_COMPANY_MEMBER' },
      }),
    );
  });

  it("answers 404 ITEM_NOT_FOUND to a member of another company asking for this company's item", async () => {
    addMember(t.db, s.userId, second);
    await expectUnchanged(t.db, items, () =>
      expectEveryAnswer(t.apps.main, calls(second, recordId).slice(4), {
        headers: s.auth,
        status: 404,
        body: { success: false, message: 'ITEM_NOT_FOUND' },
      }),
    );
    const categories = await call(t.apps.main, 'GET', `/api/v1/companies/${second}/items/categories`, {
      headers: s.auth,
    });
    expect(categories.body).toEqual({ success: true, data: [] });
  });

  it('answers 401 without a token on every call and writes nothing', async () => {
    addMember(t.db, s.userId, first);
    await expectUnchanged(t.db, items, () => expectEveryAnswer(t.apps.main, calls(first, recordId), { status: 401 }));
  });
});
