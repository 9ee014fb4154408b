import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBooks } from '../accounting/books.ts';
import { clearAccountSetting } from '../support/account-settings.ts';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from '../support/expect-answers.ts';
import { addMember, insertCompany } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { peopleBooks } from './people-books.ts';

let t: TestApp;
let s: TestSession;
let companyId: number;
let maryam: number;
beforeEach(async () => {
  t = createTestApp();
  const example = peopleBooks(openBooks({ db: t }));
  companyId = example.books.companyId;
  maryam = example.maryam;
  s = await signedIn(t.db, t.config, example.books.userId);
});
afterEach(() => t.dispose());

const base = (company: number) => `/api/v1/companies/${company}/people-reports`;
/** Every call of the people reports against a company, with one of its people. */
const calls = (company: number, person: number): ApiCall[] => [
  ['GET', `${base(company)}/debtors-creditors?tab=DEBTORS`, undefined],
  ['GET', `${base(company)}/statements/${person}`, undefined],
  ['GET', `${base(company)}/vat`, undefined],
  ['GET', `${base(company)}/account-flow`, undefined],
  ['GET', `${base(company)}/account-flow/1201`, undefined],
];
const get = <T>(path: string) => call<T>(t.apps.main, 'GET', path, { headers: s.auth });

describe('people reports over HTTP', () => {
  it('answers a member of the company every report', async () => {
    addMember(t.db, s.userId, companyId, 'ACCOUNTANT');
    await expectEveryAnswer(t.apps.main, calls(companyId, maryam), { headers: s.auth, status: 200 });
    const debtors = await get<{ itemInfo: { totals: { balance: number }; rows: { name: string }[] } }>(
      `${base(companyId)}/debtors-creditors?date=2026-07-15&q=${encodeURIComponent('مریم')}`,
    );
    expect(debtors.body.itemInfo.rows.map((row) => row.name)).toEqual(['مریم احمدی']);
    expect(debtors.body.itemInfo.totals.balance).toBe(1_800_000);
  });

  it('refuses a non-member (403), an unknown company (404) and a call without a token (401)', async () => {
    await expectEveryRefusal(t.apps.main, calls(companyId, maryam), s.auth, 403, 'NOT_A_COMPANY_MEMBER');
    await expectEveryRefusal(t.apps.main, calls(9999, maryam), s.auth, 404, 'COMPANY_NOT_FOUND');
    await expectEveryAnswer(t.apps.main, calls(companyId, maryam), { status: 401 });
  });

  it('gives a member of another company nothing of this one: this company’s person is 404 there', async () => {
    const other = insertCompany(t.db).id;
    addMember(t.db, s.userId, other, 'OWNER');
    const statement = await get<{ message: string }>(`${base(other)}/statements/${maryam}`);
    expect([statement.status, statement.body.message]).toEqual([404, 'TAFSILI_NOT_FOUND']);
  });

  it('answers bad input 400 with the field: a bad date, a bad tab, a period that ends before it starts', async () => {
    addMember(t.db, s.userId, companyId, 'ACCOUNTANT');
    const cases: [string, number, string, string][] = [
      [`${base(companyId)}/debtors-creditors?date=1405-13-01`, 400, 'VALIDATION_FAILED', 'query.date'],
      [`${base(companyId)}/debtors-creditors?tab=EVERYONE`, 400, 'VALIDATION_FAILED', 'query.tab'],
      [`${base(companyId)}/debtors-creditors?sort=-age`, 400, 'VALIDATION_FAILED', 'query.sort'],
      [`${base(companyId)}/statements/${maryam}?from=2026-07-01&to=2026-06-01`, 400, 'PERIOD_OUTSIDE_YEAR', 'query.to'],
      [`${base(companyId)}/statements/${maryam}?accountId=999999`, 404, 'ACCOUNT_NOT_FOUND', 'query.accountId'],
      [`${base(companyId)}/account-flow/12ab`, 400, 'VALIDATION_FAILED', 'params.accountCode'],
      [`${base(companyId)}/vat?fiscalYearId=999999`, 404, 'FISCAL_YEAR_NOT_FOUND', ''],
    ];
    for (const [path, status, message, field] of cases) {
      const answer = await get<{ message: string; errors?: { path: string }[] }>(path);
      expect([path, answer.status, answer.body.message]).toEqual([path, status, message]);
      if (field) expect(answer.body.errors?.map((error) => error.path)).toContain(field);
    }
  });
});

describe('people reports that need a default account the settings do not name', () => {
  it('the debtors report with no receivables account: 409 REPORT_ACCOUNT_NOT_SET naming the setting', async () => {
    addMember(t.db, s.userId, companyId, 'ACCOUNTANT');
    clearAccountSetting(t.db, companyId, 'receivables_account_id');
    const answer = await get<{ message: string; errors: unknown }>(`${base(companyId)}/debtors-creditors?tab=DEBTORS`);
    expect([answer.status, answer.body.message, answer.body.errors]).toEqual([
      409,
      'REPORT_ACCOUNT_NOT_SET',
      [{ path: 'receivablesAccountId', message: 'REPORT_ACCOUNT_NOT_SET' }],
    ]);
  });
});
