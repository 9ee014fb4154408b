import { type SQL, sql } from 'drizzle-orm';
import type { salesSummaryQuerySchema } from '@daftar/contracts/endpoints/sales-reports';
import type { Queryable } from '@daftar/db/client';
import type { z } from 'zod';
import { countedStatuses, hasReturns, inStatuses, jalaliMonthKey, monthKeysOf, resolveRange } from './invoice-scope.ts';

export type SalesSummaryQuery = z.output<typeof salesSummaryQuerySchema>;

interface Sum {
  key: string;
  code: string | null;
  label: string | null;
  unit: string | null;
  quantity: number | null;
  invoices: number;
  net: number;
  vat: number;
  total: number;
}
interface Returned {
  key: string;
  quantity: number | null;
  net: number;
  vat: number;
  total: number;
}

type Scope = { companyId: number; kind: string; from: string; to: string };

const invoiceWhere = (scope: Scope) => sql`i.company_id = ${scope.companyId} and i.kind = ${scope.kind}
  and i.status in ${inStatuses(countedStatuses)} and i.issue_date >= ${scope.from} and i.issue_date <= ${scope.to}`;

const returnWhere = (scope: Scope) => sql`r.company_id = ${scope.companyId} and r.kind = ${scope.kind}
  and r.date >= ${scope.from} and r.date <= ${scope.to}`;

/** The rows of a query of returns, or none without a read when the books have no return (`hasReturns`). */
const returnsOf = <Row>(db: Queryable, returns: boolean, query: SQL): Row[] => (returns ? db.all<Row>(query) : []);

function byCustomer(db: Queryable, scope: Scope, returns: boolean): [Sum[], Returned[]] {
  const sums = db.all<Sum>(sql`
    select cast(i.stakeholder_id as text) as key, max(i.stakeholder_code) as code, max(i.stakeholder_name) as label,
      null as unit, null as quantity, count(*) as invoices, sum(i.grand_total - i.vat_total) as net,
      sum(i.vat_total) as vat, sum(i.grand_total) as total
    from invoices i where ${invoiceWhere(scope)} group by i.stakeholder_id`);
  const back = returnsOf<Returned>(
    db,
    returns,
    sql`
      select cast(i.stakeholder_id as text) as key, null as quantity, sum(r.net) as net, sum(r.vat) as vat,
        sum(r.total) as total
      from invoice_returns r join invoices i on i.id = r.invoice_id
      where ${returnWhere(scope)}
      group by i.stakeholder_id`,
  );
  return [sums, back];
}

function byItem(db: Queryable, scope: Scope, returns: boolean): [Sum[], Returned[]] {
  const sums = db.all<Sum>(sql`
    select cast(l.item_id as text) as key, max(l.item_code) as code, max(l.item_name) as label, max(l.unit) as unit,
      sum(l.quantity_thousandths) as quantity, count(distinct l.invoice_id) as invoices, sum(l.net) as net,
      sum(l.vat) as vat, sum(l.total) as total
    from invoice_lines l join invoices i on i.id = l.invoice_id where ${invoiceWhere(scope)} group by l.item_id`);
  const back = returnsOf<Returned>(
    db,
    returns,
    sql`
      select cast(rl.item_id as text) as key, sum(rl.quantity_thousandths) as quantity, sum(rl.net) as net,
        sum(rl.vat) as vat, sum(rl.net + rl.vat) as total
      from invoice_return_lines rl join invoice_returns r on r.id = rl.return_id
      where ${returnWhere(scope)}
      group by rl.item_id`,
  );
  return [sums, back];
}

/** Per day first (an index walk), then into Jalali months here: SQLite knows no Jalali calendar. */
function byMonth(db: Queryable, scope: Scope, returns: boolean): [Sum[], Returned[]] {
  const days = db.all<{ day: string; invoices: number; net: number; vat: number; total: number }>(sql`
    select i.issue_date as day, count(*) as invoices, sum(i.grand_total - i.vat_total) as net, sum(i.vat_total) as vat,
      sum(i.grand_total) as total
    from invoices i where ${invoiceWhere(scope)} group by i.issue_date`);
  const months = new Map<string, Sum>(
    monthKeysOf(scope.from, scope.to).map((key) => [
      key,
      { key, code: null, label: null, unit: null, quantity: null, invoices: 0, net: 0, vat: 0, total: 0 },
    ]),
  );
  for (const day of days) {
    const month = months.get(jalaliMonthKey(day.day));
    if (!month) continue;
    month.invoices += day.invoices;
    month.net += day.net;
    month.vat += day.vat;
    month.total += day.total;
  }
  const back = returnsOf<Returned & { day: string }>(
    db,
    returns,
    sql`
      select r.date as day, null as quantity, sum(r.net) as net, sum(r.vat) as vat, sum(r.total) as total
      from invoice_returns r
      where ${returnWhere(scope)}
      group by r.date`,
  ).map(({ day, ...row }) => ({ ...row, key: jalaliMonthKey(day) }));
  return [[...months.values()], back];
}

/**
 * Sales (or purchases) by customer (supplier), item or Jalali month, from issued invoices in the range, less what
 * returns dated in the range took back. Customers and items are ordered by their total, largest first; months in
 * calendar order.
 */
export function getSalesSummary(db: Queryable, companyId: number, query: SalesSummaryQuery) {
  const { from, to } = resolveRange(db, companyId, query);
  const scope = { companyId, kind: query.kind, from, to };
  const returns = hasReturns(db);
  const [sums, back] =
    query.groupBy === 'CUSTOMER'
      ? byCustomer(db, scope, returns)
      : query.groupBy === 'ITEM'
        ? byItem(db, scope, returns)
        : byMonth(db, scope, returns);
  // Returns of one key may come in several rows (a month's returns arrive per day): summed here.
  const returned = new Map<string, Returned>();
  for (const row of back) {
    const into = returned.get(row.key);
    if (!into) returned.set(row.key, { ...row });
    else {
      into.quantity = into.quantity === null ? row.quantity : into.quantity + (row.quantity ?? 0);
      into.net += row.net;
      into.vat += row.vat;
      into.total += row.total;
    }
  }
  const rows = sums.map((sum) => {
    const minus = returned.get(sum.key);
    return {
      ...sum,
      quantity: sum.quantity === null ? null : sum.quantity - (minus?.quantity ?? 0),
      net: sum.net - (minus?.net ?? 0),
      vat: sum.vat - (minus?.vat ?? 0),
      total: sum.total - (minus?.total ?? 0),
      returned: minus?.total ?? 0,
    };
  });
  if (query.groupBy !== 'MONTH') rows.sort((a, b) => b.total - a.total || (a.code ?? '').localeCompare(b.code ?? ''));
  const totals = rows.reduce(
    (sum, row) => ({
      invoices: sum.invoices + row.invoices,
      net: sum.net + row.net,
      vat: sum.vat + row.vat,
      total: sum.total + row.total,
      returned: sum.returned + row.returned,
    }),
    { invoices: 0, net: 0, vat: 0, total: 0, returned: 0 },
  );
  return { kind: query.kind, groupBy: query.groupBy, from, to, rows, totals };
}
