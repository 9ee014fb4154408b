import { beforeEach, describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { insertItem } from '../support/factories.ts';
import { call } from '../support/http.ts';

const area = companyAreaPerTest('items');
beforeEach(() => {
  const at = (minute: number) => `2025-01-01T10:0${minute}:00.000Z`;
  const product = { kind: 'PRODUCT' as const, unit: 'بسته', vatApplicable: true };
  insertItem(area.t.db, area.companyId, {
    ...product,
    code: '1001',
    name: 'چای سیاه ممتاز',
    barcode: '6260100500013',
    category: 'نوشیدنی',
    salePrice: 1_850_000,
    purchasePrice: 1_400_000,
    createdAt: at(1),
  });
  insertItem(area.t.db, area.companyId, {
    kind: 'SERVICE',
    code: '1002',
    name: 'نصب و راه‌اندازی',
    unit: 'ساعت',
    vatApplicable: true,
    category: 'خدمات',
    salePrice: 12_000_000,
    createdAt: at(2),
  });
  insertItem(area.t.db, area.companyId, {
    ...product,
    code: '1003',
    name: 'قهوه اسپرسو',
    category: 'قهوه',
    salePrice: 2_800_000,
    purchasePrice: 2_100_000,
    active: false,
    createdAt: at(3),
  });
  insertItem(area.t.db, area.companyId, {
    ...product,
    code: '1004',
    name: 'پسته اکبری',
    barcode: '6262100111909',
    salePrice: 500_000,
    purchasePrice: 300_000,
    createdAt: at(4),
  });
});

type Page = { data: { code: string }[]; meta: { page: number; pageSize: number; total: number } };

async function list(query: string) {
  const answer = await call<Page>(area.t.apps.main, 'GET', `/api/v1/companies/${area.companyId}/items?${query}`, {
    headers: area.s.auth,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}
const codes = async (query: string) => (await list(query)).data.map(({ code }) => code);

describe('GET items: paging, sort, search and filters', () => {
  it('answers newest first, in pages, with the total', async () => {
    expect(await list('pageSize=3')).toMatchObject({ meta: { page: 1, pageSize: 3, total: 4 } });
    expect(await codes('pageSize=3')).toEqual(['1004', '1003', '1002']);
    expect(await codes('pageSize=3&page=2')).toEqual(['1001']);
  });

  it.each([
    ['code', ['1001', '1002', '1003', '1004']],
    ['-createdAt', ['1004', '1003', '1002', '1001']],
    ['name', ['1004', '1001', '1003', '1002']],
    ['-name', ['1002', '1003', '1001', '1004']],
    ['kind', ['1001', '1003', '1004', '1002']],
    ['salePrice', ['1004', '1001', '1003', '1002']],
    ['-purchasePrice', ['1003', '1001', '1004', '1002']],
  ])('sorts by %s', async (sort, expected) => {
    expect(await codes(`sort=${sort}`)).toEqual(expected);
  });

  it.each([
    ['a name', 'قهوه', ['1003']],
    ['a code', '1002', ['1002']],
    ['a barcode typed in Persian digits', '۶۲۶۲۱', ['1004']],
    ['Arabic ي and a zero-width non-joiner typed as a space', 'راه اندازي', ['1002']],
  ])('finds by %s', async (_what, q, expected) => {
    expect(await codes(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it.each([
    ['kind=SERVICE', ['1002']],
    ['kind=PRODUCT&active=true', ['1004', '1001']],
    ['active=false', ['1003']],
    [`category=${encodeURIComponent('نوشیدنی')}`, ['1001']],
  ])('filters with %s', async (query, expected) => {
    const page = await list(query);
    expect(page.data.map(({ code }) => code)).toEqual(expected);
    expect(page.meta.total).toBe(expected.length);
  });
});
