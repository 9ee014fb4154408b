import { type SQL, sql } from 'drizzle-orm';
import { customerFilterFields } from '@daftar/contracts/endpoints/report-filters';
import type { advanceCustomerQuerySchema, advanceCustomerSchema } from '@daftar/contracts/endpoints/sales-reports';
import type { Queryable } from '@daftar/db/client';
import type { z } from 'zod';
import { advanceReport, recordKeys, searchSql, sortColumns } from './advance-report.ts';
import { fieldSqlOf, whereSql } from './filter-sql.ts';
import { countedStatuses, inStatuses, resolveRange } from './invoice-scope.ts';
import type { GroupSql } from './report-query.ts';

export type AdvanceCustomerQuery = z.output<typeof advanceCustomerQuerySchema>;
type Report = z.output<typeof advanceCustomerSchema>;
type Group = NonNullable<AdvanceCustomerQuery['groupBy']>;
type Figures = Report['totals'];
type CustomerRow = Omit<Report['rows'][number], 'key' | 'label' | 'subKey' | 'subLabel' | 'stakeholderId' | 'count'> & {
  id: number;
  name: string;
};

/**
 * Each filter field of the contract as SQL over `c`, a stakeholder with their invoices' figures in the range, whose
 * columns are named for the fields (`balanceDue`, `c.balance_due`).
 */
export const customerFieldSql = fieldSqlOf(customerFilterFields, (field) =>
  sql.raw(`c.${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`),
);

const groupSql: Record<Group, GroupSql> = {
  city: { key: sql`coalesce(c.city, '')` },
  province: { key: sql`coalesce(c.province, '')` },
  type: { key: sql`c.type` },
  active: { key: sql`cast(c.active as text)` },
};

const figures = sql`count(*) as count, coalesce(sum(c.invoices), 0) as invoices,
  coalesce(sum(c.amount), 0) as amount, coalesce(sum(c.balance_due), 0) as balanceDue`;

const rowSorts = sortColumns(customerFieldSql, ['code', 'lastInvoiceDate', 'invoices', 'amount', 'balanceDue'], {
  name: sql`c.sort_name`,
});

const recordOnly = { stakeholderId: null, code: null, type: null, city: null, province: null, lastInvoiceDate: null };

/**
 * The advance customer report: stakeholders of a role (customers count their sales, suppliers their purchases, both
 * count both) with their issued invoices in the range (how many, the amount, what is still due, the last one's
 * date), filtered by every condition over those and their own fields and a search; one per row or grouped on one
 * or two fields, all in SQL with the values as parameters; paged, the totals cover the whole filtered set.
 */
export function listAdvanceCustomerReport(db: Queryable, companyId: number, query: AdvanceCustomerQuery): Report {
  const range = resolveRange(db, companyId, query);
  const kinds =
    query.role === 'CUSTOMER'
      ? sql`('SELL')`
      : query.role === 'SUPPLIER'
        ? sql`('PURCHASE')`
        : sql`('SELL', 'PURCHASE')`;
  const people: SQL[] = [sql`s.company_id = ${companyId}`];
  if (query.role === 'CUSTOMER') people.push(sql`s.is_customer = 1`);
  if (query.role === 'SUPPLIER') people.push(sql`s.is_supplier = 1`);
  people.push(...searchSql(sql`s.search_text`, query.q));
  const inner = sql`select s.id as id, s.code as code, s.display_name as name, s.sort_name as sort_name,
      s.kind as type, s.city as city, s.province as province, s.active as active, count(i.id) as invoices,
      coalesce(sum(i.grand_total), 0) as amount, coalesce(sum(i.balance_due), 0) as balance_due,
      max(i.issue_date) as last_invoice_date
    from stakeholders s
      left join invoices i on i.stakeholder_id = s.id and i.company_id = s.company_id and i.kind in ${kinds}
        and i.status in ${inStatuses(countedStatuses)} and i.issue_date between ${range.from} and ${range.to}
    where ${sql.join(people, sql` and `)}
    group by s.id`;
  const conditions = whereSql(customerFieldSql, query.where ?? []);
  const from = sql`from (${inner}) c where ${conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`1 = 1`}`;
  return advanceReport<Group, Figures, Report['rows'][number]>(db, range, query, {
    prefix: sql``,
    from,
    figures,
    sums: ['count', 'invoices', 'amount', 'balanceDue'],
    groups: groupSql,
    fallback: { field: 'amount', dir: sql`desc` },
    rowSorts,
    defaultColumn: sql`c.amount`,
    recordOnly,
    records({ column, dir }, page) {
      // Every person's figures are summed before the page is cut anyway: windows over them give the totals in the
      // same pass (a page past the last one sums apart).
      const rows = db.all<
        CustomerRow & { totalCount: number; totalInvoices: number; totalAmount: number; totalDue: number }
      >(sql`
        select c.id, c.code, c.name, c.type, c.city, c.province, c.invoices, c.amount, c.balance_due as balanceDue,
          c.last_invoice_date as lastInvoiceDate, count(*) over () as totalCount,
          sum(c.invoices) over () as totalInvoices, sum(c.amount) over () as totalAmount,
          sum(c.balance_due) over () as totalDue
        ${from} order by ${column} ${dir}, c.sort_name, c.id limit ${page.limit} offset ${page.offset}`);
      const first = rows[0];
      return {
        rows: rows.map(({ id, name, totalCount: _c, totalInvoices: _i, totalAmount: _a, totalDue: _d, ...row }) => ({
          ...row,
          ...recordKeys(id, name),
          stakeholderId: id,
          count: 1,
        })),
        ...(first && {
          totals: {
            count: first.totalCount,
            invoices: first.totalInvoices,
            amount: first.totalAmount,
            balanceDue: first.totalDue,
          },
        }),
      };
    },
  });
}
