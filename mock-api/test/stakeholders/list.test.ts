import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { insertCompany, insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';

const area = companyAreaPerTest('stakeholders');

type Page = { data: { code: string; displayName: string }[]; meta: { page: number; pageSize: number; total: number } };

async function list(query: string) {
  const answer = await call<Page>(
    area.t.apps.main,
    'GET',
    `/api/v1/companies/${area.companyId}/stakeholders?${query}`,
    {
      headers: area.s.auth,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}
const codes = async (query: string) => (await list(query)).data.map(({ code }) => code);

/** Three people and two businesses, created a minute apart in code order. */
function insertFive() {
  const at = (minute: number) => `2025-01-01T10:0${minute}:00.000Z`;
  insertStakeholder(area.t.db, area.companyId, {
    code: '1001',
    firstName: 'مریم',
    lastName: 'احمدی',
    mobile: '09121234567',
    creditLimit: 50_000_000,
    createdAt: at(1),
  });
  insertStakeholder(area.t.db, area.companyId, {
    code: '1002',
    kind: 'BUSINESS',
    businessName: 'پخش البرز',
    isCustomer: false,
    isSupplier: true,
    mobile: '09351112233',
    creditLimit: 5_000_000,
    createdAt: at(2),
  });
  insertStakeholder(area.t.db, area.companyId, {
    code: '1003',
    firstName: 'کاوه',
    lastName: 'یزدانی',
    active: false,
    createdAt: at(3),
  });
  insertStakeholder(area.t.db, area.companyId, {
    code: '1004',
    kind: 'BUSINESS',
    businessName: 'چای گلستان',
    isCustomer: true,
    isSupplier: true,
    createdAt: at(4),
  });
  insertStakeholder(area.t.db, area.companyId, {
    code: '1005',
    firstName: 'آرش',
    lastName: 'بهرامی',
    mobile: '09129876543',
    createdAt: at(5),
  });
}

describe('GET stakeholders: paging and sort', () => {
  it('answers newest first by default, 20 to a page, with the total', async () => {
    insertFive();
    const page = await list('');
    expect(page.meta).toEqual({ page: 1, pageSize: 20, total: 5 });
    expect(page.data.map(({ code }) => code)).toEqual(['1005', '1004', '1003', '1002', '1001']);
  });

  it('pages without gaps or repeats, even when every row has the same createdAt', async () => {
    for (let n = 0; n < 7; n++) insertStakeholder(area.t.db, area.companyId, { createdAt: '2025-01-01T00:00:00.000Z' });
    const pages = [
      await codes('pageSize=3&page=1'),
      await codes('pageSize=3&page=2'),
      await codes('pageSize=3&page=3'),
    ];
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(new Set(pages.flat()).size).toBe(7);
    const beyond = await list('pageSize=3&page=9');
    expect(beyond).toMatchObject({ data: [], meta: { page: 9, pageSize: 3, total: 7 } });
  });

  it.each([
    ['code', ['1001', '1002', '1003', '1004', '1005']],
    ['-code', ['1005', '1004', '1003', '1002', '1001']],
    ['createdAt', ['1001', '1002', '1003', '1004', '1005']],
    // Persian alphabet order: آ ا ب پ … چ … ک … ی (code-point order would put پ and چ after ی).
    ['displayName', ['1005', '1002', '1004', '1003', '1001']],
    ['-displayName', ['1001', '1003', '1004', '1002', '1005']],
    ['kind', ['1002', '1004', '1001', '1003', '1005']],
    // SQLite orders no value before any value; ties follow the id in the sort's direction.
    ['creditLimit', ['1003', '1004', '1005', '1002', '1001']],
    ['-creditLimit', ['1001', '1002', '1005', '1004', '1003']],
    ['mobile', ['1003', '1004', '1001', '1005', '1002']],
    ['-mobile', ['1002', '1005', '1001', '1004', '1003']],
  ])('sorts by %s', async (sort, expected) => {
    insertFive();
    expect(await codes(`sort=${sort}`)).toEqual(expected);
  });
});

describe('GET stakeholders: search and filters', () => {
  it.each([
    ['a name', 'احمدی', ['1001']],
    ['two words in any order', 'احمدی مریم', ['1001']],
    ['a code', '1003', ['1003']],
    ['a mobile typed in Persian digits', '۰۹۱۲', ['1005', '1001']],
    ['a mobile typed in Arabic-Indic digits', '٠٩٣٥', ['1002']],
    ['Arabic ي and ك for Persian ی and ک', 'كاوه يزداني', ['1003']],
    ['a business name', 'البرز', ['1002']],
    ['a % sign, which is a character and not a wildcard', '%', []],
  ])('finds by %s', async (_what, q, expected) => {
    insertFive();
    expect(await codes(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it.each([
    ['kind=INDIVIDUAL', ['1005', '1003', '1001']],
    ['kind=BUSINESS', ['1004', '1002']],
    ['role=customer', ['1005', '1004', '1003', '1001']],
    ['role=supplier', ['1004', '1002']],
    ['active=false', ['1003']],
    ['active=true&role=supplier&kind=BUSINESS&q=%DA%86%D8%A7%DB%8C', ['1004']],
  ])('filters with %s', async (query, expected) => {
    insertFive();
    const page = await list(query);
    expect(page.data.map(({ code }) => code)).toEqual(expected);
    expect(page.meta.total).toBe(expected.length);
  });

  it("never lists another company's stakeholders", async () => {
    insertFive();
    insertStakeholder(area.t.db, insertCompany(area.t.db).id, { firstName: 'مریم', lastName: 'احمدی' });
    expect(await codes('q=مریم')).toEqual(['1001']);
    expect((await list('')).meta.total).toBe(5);
  });
});
