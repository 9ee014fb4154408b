import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTemplate } from '@daftar/db/testing/seed-templates';
import { type ApiCall, expectEveryAnswer } from '../support/expect-answers.ts';
import { addMember, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: TestSession;
let stranger: TestSession;
const base = '/api/v1/companies/1/sales-reports';
beforeAll(async () => {
  // The whole seed up to today (seedAll), as the run's global setup made it.
  t = createTestApp({ template: seedTemplate('all').file });
  const ownerId = insertUser(t.db).id;
  addMember(t.db, ownerId, 1, 'OWNER');
  owner = await signedIn(t.db, t.config, ownerId);
  stranger = await signedIn(t.db, t.config, insertUser(t.db).id);
});
afterAll(() => t.dispose());

type Item<T> = { itemInfo: T };
/** Conditions as the `where` of a query string. */
const where = (...conditions: [string, string, unknown][]) =>
  encodeURIComponent(JSON.stringify(conditions.map(([field, op, value]) => ({ field, op, value }))));
type Totals = { totals: { total: number; invoices?: number; count?: number; vat?: number; returned?: number } };
const get = async <T>(path: string, as = owner) =>
  (await call<Item<T>>(t.apps.main, 'GET', path, { headers: as.auth })).body.itemInfo;

describe('sales reports from the seeded invoices', () => {
  it('by customer, by month and the advance report agree on the year’s sales; items count every line', async () => {
    const byCustomer = await get<Totals & { rows: { total: number }[] }>(`${base}/summary?groupBy=CUSTOMER`);
    const byMonth = await get<Totals & { rows: { key: string }[] }>(`${base}/summary?groupBy=MONTH`);
    const invoices = await get<Totals>(`${base}/invoices?where=${where(['kind', 'is', 'SELL'])}`);
    expect(byCustomer.totals.total).toBeGreaterThan(0);
    expect(byMonth.totals.total).toBe(byCustomer.totals.total);
    // The advance report shows the invoices' own figures; the analyses take returns off.
    expect(invoices.totals.total).toBe(byCustomer.totals.total + (byCustomer.totals.returned ?? 0));
    expect(byMonth.rows.map((row) => row.key)).toEqual([
      '1405-01',
      '1405-02',
      '1405-03',
      '1405-04',
      '1405-05',
      '1405-06',
      '1405-07',
      '1405-08',
      '1405-09',
      '1405-10',
      '1405-11',
      '1405-12',
    ]);
    const totals = byCustomer.rows.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byItem = await get<Totals>(`${base}/summary?groupBy=ITEM`);
    expect(byItem.totals.vat).toBe(byCustomer.totals.vat);
  });

  it('purchases by supplier; the advance invoice report groups, filters by total and pages with whole totals', async () => {
    const purchases = await get<Totals>(`${base}/summary?kind=PURCHASE&groupBy=CUSTOMER`);
    expect(purchases.totals.total).toBeGreaterThan(0);
    const all = await get<Totals & { meta: { total: number } }>(`${base}/invoices?pageSize=5`);
    const grouped = await get<Totals>(`${base}/invoices?groupBy=status`);
    expect(grouped.totals).toEqual(all.totals);
    const big = await get<Totals & { rows: { total: number }[] }>(
      `${base}/invoices?where=${where(['total', 'gte', 20_000_000])}&pageSize=500`,
    );
    expect(big.rows.every((row) => row.total >= 20_000_000)).toBe(true);
    expect(big.totals.count).toBeLessThan(all.totals.count ?? 0);
    const cancelled = await get<{ rows: { status: string }[] }>(
      `${base}/invoices?where=${where(['status', 'is', 'CANCELLED'])}`,
    );
    expect(cancelled.rows.every((row) => row.status === 'CANCELLED')).toBe(true);
  });

  it('the advance customer report: customers with their sales, by city, summing to the advance invoice report’s sales', async () => {
    const sales = await get<Totals>(`${base}/invoices?where=${where(['kind', 'is', 'SELL'])}`);
    const customers = await get<{ totals: { amount: number; count: number } }>(`${base}/customers?role=CUSTOMER`);
    const byCity = await get<{ totals: { amount: number; count: number }; rows: { count: number }[] }>(
      `${base}/customers?role=CUSTOMER&groupBy=city&pageSize=500`,
    );
    expect(customers.totals.amount).toBe(sales.totals.total);
    expect(byCity.totals).toEqual(customers.totals);
    expect(byCity.rows.reduce((sum, row) => sum + row.count, 0)).toBe(customers.totals.count);
  });

  it('saves a filter set for its user only; another user cannot see or remove it', async () => {
    const created = await call<Item<{ id: number; name: string }>>(t.apps.main, 'POST', `${base}/saved`, {
      headers: owner.auth,
      body: { kind: 'ADVANCE_INVOICE', name: 'فاکتورهای بزرگ', query: 'minTotal=20000000' },
    });
    expect(created.status).toBe(201);
    const colleagueId = insertUser(t.db).id;
    addMember(t.db, colleagueId, 1, 'ACCOUNTANT');
    const colleague = await signedIn(t.db, t.config, colleagueId);
    const theirs = await call<{ data: unknown[] }>(t.apps.main, 'GET', `${base}/saved`, { headers: colleague.auth });
    expect(theirs.body.data).toEqual([]);
    const path = `${base}/saved/${created.body.itemInfo.id}`;
    const refused = await call(t.apps.main, 'DELETE', path, { headers: colleague.auth });
    expect([refused.status, refused.body.message]).toEqual([404, 'SAVED_REPORT_NOT_FOUND']);
    const mine = await call<{ data: { name: string }[] }>(t.apps.main, 'GET', `${base}/saved`, { headers: owner.auth });
    expect(mine.body.data.map((row) => row.name)).toEqual(['فاکتورهای بزرگ']);
    expect((await call(t.apps.main, 'DELETE', path, { headers: owner.auth })).status).toBe(200);
  });

  it('answers bad input 400 with its field and writes nothing', async () => {
    const cases: [string, string, unknown, string][] = [
      ['GET', `${base}/summary?from=2026-09-01&to=2026-04-01`, undefined, 'query.to'],
      ['GET', `${base}/summary?groupBy=WEEK`, undefined, 'query.groupBy'],
      [
        'GET',
        `${base}/invoices?where=${where(['status', 'oneOf', ['PAID', 'LOST']])}`,
        undefined,
        'query.where.0.value',
      ],
      ['GET', `${base}/invoices?where=${where(['total', 'gte', -5])}`, undefined, 'query.where.0.value'],
      ['POST', `${base}/saved`, { kind: 'ADVANCE_INVOICE', name: '  ', query: '' }, 'body.name'],
    ];
    const before = t.db.$client.prepare('select count(*) as n from saved_reports').get();
    for (const [method, path, body, field] of cases) {
      const answer = await call<{ errors?: { path: string }[] }>(t.apps.main, method, path, {
        headers: owner.auth,
        body,
      });
      expect([path, answer.status, answer.body.errors?.map((error) => error.path)]).toEqual([
        path,
        400,
        expect.arrayContaining([field]),
      ]);
    }
    expect(t.db.$client.prepare('select count(*) as n from saved_reports').get()).toEqual(before);
  });

  it('refuses a non-member 403 and a call without a token 401 on every report', async () => {
    const calls: ApiCall[] = [
      ['GET', `${base}/summary`, undefined],
      ['GET', `${base}/invoices`, undefined],
      ['GET', `${base}/customers`, undefined],
      ['GET', `${base}/saved`, undefined],
      ['POST', `${base}/saved`, { kind: 'ADVANCE_CUSTOMER', name: 'x', query: '' }],
      ['DELETE', `${base}/saved/1`, undefined],
    ];
    await expectEveryAnswer(t.apps.main, calls, { headers: stranger.auth, status: 403 });
    await expectEveryAnswer(t.apps.main, calls, { status: 401 });
  });
});
