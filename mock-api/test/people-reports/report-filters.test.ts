import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSeedDay, seedTemplate } from '@daftar/db/testing/seed-templates';
import { addMember, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: TestSession;
const base = '/api/v1/companies/1/sales-reports';
const allStatuses = ['ISSUED', 'PARTIALLY_PAID', 'PAID', 'PARTLY_RETURNED', 'RETURNED', 'CANCELLED', 'DRAFT'];

interface Row {
  key: string;
  label: string;
  subKey: string | null;
  invoiceId: number | null;
  kind: string;
  status: string;
  issueDate: string;
  dueDate: string | null;
  stakeholderName: string;
  stakeholderCode: string;
  city: string | null;
  count: number;
  total: number;
  net: number;
  discount: number;
  paid: number;
  balanceDue: number;
}
interface Report {
  rows: Row[];
  totals: { count: number; total: number; balanceDue: number };
  meta: { total: number };
}
type Condition = [field: string, op: string, value: unknown];
const where = (...conditions: Condition[]) =>
  encodeURIComponent(JSON.stringify(conditions.map(([field, op, value]) => ({ field, op, value }))));
const report = async (path: string) =>
  (await call<{ itemInfo: Report }>(t.apps.main, 'GET', path, { headers: owner.auth })).body.itemInfo;
/** Every page of the invoices matching the conditions (the seed runs up to today, so a year can pass 500). */
async function invoices(...conditions: Condition[]): Promise<Report> {
  const path = `${base}/invoices?pageSize=500&where=${where(['status', 'oneOf', allStatuses], ...conditions)}`;
  const first = await report(path);
  const rows = [...first.rows];
  for (let page = 2; rows.length < first.meta.total; page++) rows.push(...(await report(`${path}&page=${page}`)).rows);
  return { ...first, rows };
}

let every: Row[];
beforeAll(async () => {
  // The whole seed (1404 closed, so the reports' default range is 1405), on a fixed day: under 500 invoices in 1405.
  t = createTestApp({ template: seedTemplate('all', fixedSeedDay).file });
  const ownerId = insertUser(t.db).id;
  addMember(t.db, ownerId, 1, 'OWNER');
  owner = await signedIn(t.db, t.config, ownerId);
  every = (await invoices()).rows;
}, 120_000);
afterAll(() => t.dispose());

/** What the report answers for the conditions is what filtering every invoice in JS keeps, and its totals sum it. */
async function expectSame(conditions: Condition[], keep: (row: Row) => boolean) {
  const answer = await invoices(...conditions);
  const expected = every.filter(keep);
  expect(answer.rows.map((row) => row.key)).toEqual(expected.map((row) => row.key));
  expect(answer.totals.total).toBe(expected.reduce((sum, row) => sum + row.total, 0));
  return answer;
}

describe('the advance reports’ filter builder', () => {
  it('runs every operator kind as the conditions say, all of them at once', async () => {
    expect(every.length).toBeGreaterThan(20);
    const mid = [...every].sort((a, b) => a.total - b.total)[Math.floor(every.length / 2)]?.total ?? 0;
    const someCity = every.find((row) => row.city)?.city ?? '';
    const day = every[Math.floor(every.length / 2)]?.issueDate ?? '';
    await expectSame([['kind', 'is', 'SELL']], (row) => row.kind === 'SELL');
    await expectSame([['status', 'isNot', 'PAID']], (row) => row.status !== 'PAID');
    await expectSame([['status', 'oneOf', ['PAID', 'DRAFT']]], (row) => ['PAID', 'DRAFT'].includes(row.status));
    await expectSame([['partyCity', 'is', someCity]], (row) => row.city === someCity);
    await expectSame([['partyCity', 'contains', someCity.slice(1, 3)]], (row) =>
      (row.city ?? '').includes(someCity.slice(1, 3)),
    );
    await expectSame([['total', 'gte', mid]], (row) => row.total >= mid);
    await expectSame([['total', 'lte', mid]], (row) => row.total <= mid);
    const quarter = Math.floor(mid / 4);
    await expectSame([['net', 'between', [quarter, mid]]], (row) => row.net >= quarter && row.net <= mid);
    await expectSame([['balanceDue', 'gte', 1]], (row) => row.balanceDue >= 1);
    await expectSame([['issueDate', 'before', day]], (row) => row.issueDate < day);
    await expectSame([['issueDate', 'after', day]], (row) => row.issueDate > day);
    await expectSame([['issueDate', 'is', day]], (row) => row.issueDate === day);
    await expectSame(
      [
        ['kind', 'is', 'SELL'],
        ['total', 'between', [Math.floor(mid / 2), mid * 2]],
        ['issueDate', 'between', ['2026-03-21', day]],
      ],
      (row) =>
        row.kind === 'SELL' &&
        row.total >= Math.floor(mid / 2) &&
        row.total <= mid * 2 &&
        row.issueDate >= '2026-03-21' &&
        row.issueDate <= day,
    );
  });

  it('reads items, categories, schedules and roles through the invoice’s lines and party', async () => {
    const line = t.db.$client
      .prepare(
        `select l.item_name as name, it.category as category from invoice_lines l join items it on it.id = l.item_id
         join invoices i on i.id = l.invoice_id where i.company_id = 1 and it.category is not null limit 1`,
      )
      .get() as { name: string; category: string };
    const withItem = new Set(
      (
        t.db.$client
          .prepare('select distinct invoice_id as id from invoice_lines where item_name = ?')
          .all(line.name) as { id: number }[]
      ).map((row) => String(row.id)),
    );
    await expectSame([['item', 'is', line.name]], (row) => withItem.has(row.key));
    await expectSame([['item', 'isNot', line.name]], (row) => !withItem.has(row.key));
    const byCategory = await invoices(['itemCategory', 'contains', line.category]);
    expect(byCategory.rows.length).toBeGreaterThan(0);
    const suppliers = await invoices(['partyRole', 'is', 'SUPPLIER'], ['kind', 'is', 'PURCHASE']);
    expect(suppliers.rows.length).toBeGreaterThan(0);
    const scheduled = await invoices(['scheduled', 'is', false]);
    expect(scheduled.rows.length).toBe(every.length - (await invoices(['scheduled', 'is', true])).rows.length);
    const passed = await invoices(['duePassed', 'is', true]);
    expect(passed.rows.every((row) => row.balanceDue > 0 && row.dueDate !== null)).toBe(true);
  });

  it('groups on two levels with sums per group, pages the groups and totals the whole filtered set', async () => {
    const filter = where(['kind', 'is', 'SELL']);
    const flat = await report(`${base}/invoices?pageSize=500&where=${filter}`);
    const grouped = await report(`${base}/invoices?pageSize=500&where=${filter}&groupBy=month&thenBy=status`);
    expect(grouped.totals).toEqual(flat.totals);
    expect(grouped.rows.reduce((sum, row) => sum + row.total, 0)).toBe(flat.totals.total);
    expect(grouped.rows.reduce((sum, row) => sum + row.count, 0)).toBe(flat.totals.count);
    expect(grouped.rows[0]?.key).toBe('1405-01');
    expect(grouped.rows[0]?.subKey).toBeTruthy();
    const firstPage = await report(`${base}/invoices?pageSize=3&where=${filter}&groupBy=party&sort=-total`);
    const secondPage = await report(`${base}/invoices?pageSize=3&page=2&where=${filter}&groupBy=party&sort=-total`);
    expect(firstPage.meta.total).toBeGreaterThan(3);
    expect(firstPage.totals).toEqual(flat.totals);
    const totals = [...firstPage.rows, ...secondPage.rows].map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const sorted = await report(`${base}/invoices?pageSize=50&where=${filter}&sort=total`);
    const smallest = Math.min(...every.filter((row) => row.kind === 'SELL').map((row) => row.total));
    expect(sorted.rows[0]?.total).toBe(smallest);
    expect(sorted.rows.map((row) => row.total)).toEqual(sorted.rows.map((row) => row.total).sort((a, b) => a - b));
  });

  it('filters customers by their own fields and their invoices’ figures in the range', async () => {
    const all = await report(`${base}/customers?pageSize=500`);
    const owing = await report(`${base}/customers?pageSize=500&where=${where(['balanceDue', 'gte', 1])}`);
    expect(owing.rows.every((row) => row.balanceDue >= 1)).toBe(true);
    const busy = await report(
      `${base}/customers?pageSize=500&where=${where(['invoices', 'gte', 2], ['lastInvoiceDate', 'after', '2026-03-21'])}`,
    );
    expect(busy.rows.length).toBeGreaterThan(0);
    expect(busy.rows.length).toBeLessThan(all.rows.length);
    const byCity = await report(`${base}/customers?pageSize=500&groupBy=city&thenBy=type`);
    expect(byCity.totals).toEqual(all.totals);
  });

  it('refuses a bad field, operator or value 400 with the condition’s index and code', async () => {
    const cases: [string, string, string][] = [
      [
        `invoices?where=${where(['kind', 'is', 'SELL'], ['colour', 'is', 'red'])}`,
        'query.where.1.field',
        'UNKNOWN_FIELD',
      ],
      [`invoices?where=${where(['total', 'contains', '5'])}`, 'query.where.0.op', 'OPERATOR_NOT_ALLOWED'],
      [`invoices?where=${where(['kind', 'gte', 'SELL'])}`, 'query.where.0.op', 'OPERATOR_NOT_ALLOWED'],
      [`invoices?where=${where(['total', 'drop', 5])}`, 'query.where.0.op', 'UNKNOWN_OPERATOR'],
      [`invoices?where=${where(['total', 'gte', '5; drop table invoices'])}`, 'query.where.0.value', 'INVALID_VALUE'],
      [
        `invoices?where=${where(['issueDate', 'between', ['2026-09-01', '2026-04-01']])}`,
        'query.where.0.value',
        'RANGE_REVERSED',
      ],
      [`invoices?where=${where(['status', 'oneOf', []])}`, 'query.where.0.value', 'INVALID_VALUE'],
      ['invoices?where=not-json', 'query.where', 'INVALID_FILTER'],
      [
        `invoices?where=${where(...Array.from({ length: 21 }, (): Condition => ['total', 'gte', 1]))}`,
        'query.where',
        'TOO_MANY_CONDITIONS',
      ],
      ['invoices?groupBy=status&thenBy=status', 'query.thenBy', 'INVALID_GROUP'],
      [`customers?where=${where(['amount', 'before', '2026-04-01'])}`, 'query.where.0.op', 'OPERATOR_NOT_ALLOWED'],
      [`customers?where=${where(['kind', 'is', 'SELL'])}`, 'query.where.0.field', 'UNKNOWN_FIELD'],
    ];
    for (const [path, field, code] of cases) {
      const answer = await call<{ errors?: { path: string; message: string }[] }>(
        t.apps.main,
        'GET',
        `${base}/${path}`,
        { headers: owner.auth },
      );
      expect([path, answer.status, answer.body.errors]).toEqual([path, 400, [{ path: field, message: code }]]);
    }
    expect(t.db.$client.prepare('select count(*) as n from invoices').get()).toEqual({ n: expect.any(Number) });
  });

  it('answers a member of another company with theirs only, and refuses them this company', async () => {
    const memberId = insertUser(t.db).id;
    addMember(t.db, memberId, 2, 'OWNER');
    const member = await signedIn(t.db, t.config, memberId);
    const filter = where(['total', 'gte', 0]);
    const refused = await call(t.apps.main, 'GET', `${base}/invoices?where=${filter}`, { headers: member.auth });
    expect(refused.status).toBe(403);
    const theirs = await call<{ itemInfo: Report }>(
      t.apps.main,
      'GET',
      `/api/v1/companies/2/sales-reports/invoices?pageSize=500&where=${filter}`,
      { headers: member.auth },
    );
    const companyOf = t.db.$client.prepare('select company_id as companyId from invoices where id = ?');
    const companies = theirs.body.itemInfo.rows.map(
      (row) => (companyOf.get(row.invoiceId) as { companyId: number }).companyId,
    );
    expect(companies.length).toBeGreaterThan(0);
    expect(new Set(companies)).toEqual(new Set([2]));
  });
});
