import { type SQL, sql } from 'drizzle-orm';
import { type InvoiceFilterField, invoiceFilterFields } from '@daftar/contracts/endpoints/report-filters';
import type { advanceInvoiceQuerySchema, advanceInvoiceSchema } from '@daftar/contracts/endpoints/sales-reports';
import type { Queryable } from '@daftar/db/client';
import type { z } from 'zod';
import { serverToday } from '../clock/server-clock.ts';
import { advanceReport, recordKeys, searchSql, sortColumns } from './advance-report.ts';
import { type FieldReading, type FieldSql, fieldSqlOf, whereSql } from './filter-sql.ts';
import { countedStatuses, inStatuses, monthSpansOf, resolveRange } from './invoice-scope.ts';
import type { GroupSql } from './report-query.ts';

export type AdvanceInvoiceQuery = z.output<typeof advanceInvoiceQuerySchema>;
type Report = z.output<typeof advanceInvoiceSchema>;
type Group = NonNullable<AdvanceInvoiceQuery['groupBy']>;

/** The fields and groups that read the party's row (`s`) rather than the invoice's copy of its name. */
const partyFields = new Set<string>(['partyCode', 'partyCity', 'partyProvince', 'partyType', 'partyRole']);
const scheduled = sql`exists (select 1 from invoice_schedule_runs r where r.invoice_id = i.id)`;

/** Each filter field of the contract as SQL over `invoices i`, and `stakeholders s` for the party as it is now. */
export function invoiceFieldSql(today: string): Record<InvoiceFilterField, FieldSql> {
  const reading: Record<InvoiceFilterField, FieldReading> = {
    number: sql`i.number`,
    issueDate: sql`i.issue_date`,
    dueDate: sql`i.due_date`,
    duePassed: sql`(i.due_date is not null and i.due_date < ${today} and i.balance_due > 0)`,
    kind: sql`i.kind`,
    status: sql`i.status`,
    party: sql`i.stakeholder_name`,
    partyCode: sql`s.code`,
    partyCity: sql`s.city`,
    partyProvince: sql`s.province`,
    partyType: sql`s.kind`,
    // A party may be both a customer and a supplier: its roles are two values, like an invoice's items.
    partyRole: {
      exists: (match) => sql`exists (select 1 from (select 'CUSTOMER' as role where s.is_customer = 1
        union all select 'SUPPLIER' where s.is_supplier = 1) r where ${match})`,
      columns: [sql`r.role`],
    },
    item: {
      exists: (match) => sql`exists (select 1 from invoice_lines l where l.invoice_id = i.id and ${match})`,
      columns: [sql`l.item_name`, sql`l.item_code`],
    },
    itemCategory: {
      exists: (match) =>
        sql`exists (select 1 from invoice_lines l join items it on it.id = l.item_id where l.invoice_id = i.id and ${match})`,
      columns: [sql`it.category`],
    },
    total: sql`i.grand_total`,
    net: sql`(i.grand_total - i.vat_total)`,
    discount: sql`(i.line_discounts + i.discount)`,
    vat: sql`i.vat_total`,
    paid: sql`i.paid`,
    balanceDue: sql`i.balance_due`,
    scheduled,
    einvoiceType: sql`cast(i.einvoice_type as text)`,
  };
  return fieldSqlOf(invoiceFilterFields, (field) => reading[field]);
}

const groupSql: Record<Group, GroupSql> = {
  party: { key: sql`i.stakeholder_id`, label: sql`max(i.stakeholder_name)` },
  month: { key: sql`(select m.key from months m where i.issue_date between m.start_date and m.end_date)` },
  status: { key: sql`i.status` },
  kind: { key: sql`i.kind` },
  partyCity: { key: sql`coalesce(s.city, '')` },
  partyProvince: { key: sql`coalesce(s.province, '')` },
  partyType: { key: sql`s.kind` },
  einvoiceType: { key: sql`coalesce(cast(i.einvoice_type as text), '')` },
  scheduled: { key: sql`cast(${scheduled} as text)` },
};

const figures = sql`count(*) as count, coalesce(sum(i.grand_total - i.vat_total), 0) as net,
  coalesce(sum(i.line_discounts + i.discount), 0) as discount, coalesce(sum(i.vat_total), 0) as vat,
  coalesce(sum(i.grand_total), 0) as total, coalesce(sum(i.paid), 0) as paid,
  coalesce(sum(i.balance_due), 0) as balanceDue`;

// No sort column reads the day the fields are built for.
const rowSorts = sortColumns(
  invoiceFieldSql(''),
  ['issueDate', 'number', 'dueDate', 'net', 'discount', 'vat', 'total', 'paid', 'balanceDue'],
  { party: sql`i.stakeholder_sort_name` },
);

type Figures = Report['totals'];
type InvoiceRow = Omit<Report['rows'][number], 'key' | 'label' | 'subKey' | 'subLabel' | 'invoiceId'> & {
  id: number;
  prefix: string | null;
  number: number | null;
};

const noInvoice = { invoiceId: null, kind: null, status: null, issueDate: null, dueDate: null } as const;
const recordOnly = { ...noInvoice, stakeholderName: null, stakeholderCode: null, city: null };

/**
 * The advance invoice report: invoices of the range matching every condition (without a status condition, every
 * status but drafts and cancelled ones) and the search, one per row or grouped on one or two fields with sums per
 * group, all in SQL with the values as parameters; paged, the totals cover the whole filtered set.
 */
export function listAdvanceInvoiceReport(db: Queryable, companyId: number, query: AdvanceInvoiceQuery): Report {
  const range = resolveRange(db, companyId, query);
  const conditions = query.where ?? [];
  const parts: SQL[] = [
    sql`i.company_id = ${companyId}`,
    sql`i.kind in ('SELL', 'PURCHASE')`,
    sql`i.issue_date between ${range.from} and ${range.to}`,
    ...whereSql(invoiceFieldSql(serverToday()), conditions),
  ];
  if (!conditions.some((condition) => condition.field === 'status')) {
    parts.push(sql`i.status in ${inStatuses(countedStatuses)}`);
  }
  parts.push(...searchSql(sql`i.search_text`, query.q));
  // The party's row is joined only when a condition or grouping reads it: summing 100,000 invoices joined to their
  // parties took 9 times as long as summing them alone (0.8 s vs 0.09 s on a busy machine).
  const joinParty =
    conditions.some((condition) => partyFields.has(condition.field)) ||
    [query.groupBy, query.thenBy].some((group) => group !== undefined && partyFields.has(group));
  const from = sql`from invoices i ${joinParty ? sql`join stakeholders s on s.id = i.stakeholder_id` : sql``}
    where ${sql.join(parts, sql` and `)}`;
  const months = sql`with months(key, start_date, end_date) as (values ${sql.join(
    monthSpansOf(range.from, range.to).map((month) => sql`(${month.key}, ${month.start}, ${month.end})`),
    sql`, `,
  )}) `;
  return advanceReport<Group, Figures, Report['rows'][number]>(db, range, query, {
    prefix: months,
    from,
    figures,
    sums: ['count', 'net', 'discount', 'vat', 'total', 'paid', 'balanceDue'],
    groups: groupSql,
    // Months read in order; other groups largest total first, unless a sort says otherwise.
    fallback: query.groupBy === 'month' ? { field: 'group', dir: sql`asc` } : { field: 'total', dir: sql`desc` },
    rowSorts,
    defaultColumn: sql`i.issue_date`,
    recordOnly,
    records: ({ column, dir }, page) => ({
      rows: db
        .all<InvoiceRow>(sql`
          select i.id, i.kind, i.status, i.prefix, i.number, i.issue_date as issueDate, i.due_date as dueDate,
            i.stakeholder_name as stakeholderName, (select code from stakeholders where id = i.stakeholder_id) as stakeholderCode,
            (select city from stakeholders where id = i.stakeholder_id) as city, 1 as count,
            i.grand_total - i.vat_total as net, i.line_discounts + i.discount as discount, i.vat_total as vat,
            i.grand_total as total, i.paid as paid, i.balance_due as balanceDue
          ${from} order by ${column} ${dir}, i.id ${dir} limit ${page.limit} offset ${page.offset}`)
        .map(({ id, prefix, number, ...row }) => ({
          ...row,
          ...recordKeys(id, number === null ? '' : `${prefix ?? ''}${number}`),
          invoiceId: id,
        })),
    }),
  });
}
