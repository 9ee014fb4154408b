import { type SQL, sql } from 'drizzle-orm';
import type { InvoiceFilterField } from '@daftar/contracts/endpoints/report-filters';
import type { advanceInvoiceQuerySchema, advanceInvoiceSchema } from '@daftar/contracts/endpoints/sales-reports';
import type { Queryable } from '@daftar/db/client';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import type { z } from 'zod';
import { serverToday } from '../clock/server-clock.ts';
import { type FieldSql, whereSql } from './filter-sql.ts';
import { countedStatuses, inStatuses, monthSpansOf, resolveRange } from './invoice-scope.ts';
import { type GroupSql, groupedPage, orderOf, pageOf, parseSort } from './report-query.ts';

export type AdvanceInvoiceQuery = z.output<typeof advanceInvoiceQuerySchema>;
type Report = z.output<typeof advanceInvoiceSchema>;
type Group = NonNullable<AdvanceInvoiceQuery['groupBy']>;

/** The fields and groups that read the party's row (`s`) rather than the invoice's copy of its name. */
const partyFields = new Set<string>(['partyCode', 'partyCity', 'partyProvince', 'partyType', 'partyRole']);
const scheduled = sql`exists (select 1 from invoice_schedule_runs r where r.invoice_id = i.id)`;

/** Each filter field of the contract as SQL over `invoices i`, and `stakeholders s` for the party as it is now. */
export function invoiceFieldSql(today: string): Record<InvoiceFilterField, FieldSql> {
  return {
    number: { type: 'number', column: sql`i.number` },
    issueDate: { type: 'date', column: sql`i.issue_date` },
    dueDate: { type: 'date', column: sql`i.due_date` },
    duePassed: {
      type: 'boolean',
      column: sql`(i.due_date is not null and i.due_date < ${today} and i.balance_due > 0)`,
    },
    kind: { type: 'enum', column: sql`i.kind` },
    status: { type: 'enum', column: sql`i.status` },
    party: { type: 'text', column: sql`i.stakeholder_name` },
    partyCode: { type: 'text', column: sql`s.code` },
    partyCity: { type: 'text', column: sql`s.city` },
    partyProvince: { type: 'text', column: sql`s.province` },
    partyType: { type: 'enum', column: sql`s.kind` },
    // A party may be both a customer and a supplier: its roles are two values, like an invoice's items.
    partyRole: {
      type: 'enum',
      exists: (match) => sql`exists (select 1 from (select 'CUSTOMER' as role where s.is_customer = 1
        union all select 'SUPPLIER' where s.is_supplier = 1) r where ${match})`,
      columns: [sql`r.role`],
    },
    item: {
      type: 'text',
      exists: (match) => sql`exists (select 1 from invoice_lines l where l.invoice_id = i.id and ${match})`,
      columns: [sql`l.item_name`, sql`l.item_code`],
    },
    itemCategory: {
      type: 'text',
      exists: (match) =>
        sql`exists (select 1 from invoice_lines l join items it on it.id = l.item_id where l.invoice_id = i.id and ${match})`,
      columns: [sql`it.category`],
    },
    total: { type: 'money', column: sql`i.grand_total` },
    net: { type: 'money', column: sql`(i.grand_total - i.vat_total)` },
    discount: { type: 'money', column: sql`(i.line_discounts + i.discount)` },
    vat: { type: 'money', column: sql`i.vat_total` },
    paid: { type: 'money', column: sql`i.paid` },
    balanceDue: { type: 'money', column: sql`i.balance_due` },
    scheduled: { type: 'boolean', column: scheduled },
    einvoiceType: { type: 'enum', column: sql`cast(i.einvoice_type as text)` },
  };
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

const rowSorts: Partial<Record<string, SQL>> = {
  issueDate: sql`i.issue_date`,
  number: sql`i.number`,
  dueDate: sql`i.due_date`,
  party: sql`i.stakeholder_sort_name`,
  net: sql`(i.grand_total - i.vat_total)`,
  discount: sql`(i.line_discounts + i.discount)`,
  vat: sql`i.vat_total`,
  total: sql`i.grand_total`,
  paid: sql`i.paid`,
  balanceDue: sql`i.balance_due`,
};

type Figures = Report['totals'];
interface InvoiceRow extends Figures {
  id: number;
  kind: 'SELL' | 'PURCHASE';
  status: string;
  prefix: string | null;
  number: number | null;
  issueDate: string;
  dueDate: string | null;
  stakeholderName: string;
  stakeholderCode: string | null;
  city: string | null;
}

const noGroup = { invoiceId: null, kind: null, status: null, issueDate: null, dueDate: null } as const;

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
  for (const word of normalizeSearchText(query.q ?? '')
    .split(' ')
    .filter(Boolean)) {
    parts.push(sql`instr(i.search_text, ${word}) > 0`);
  }
  // The party's row is joined only when a condition or grouping reads it: summing 100,000 invoices joined to their
  // parties took 9 times as long as summing them alone (0.8 s vs 0.09 s on a busy machine).
  const joinParty =
    conditions.some((condition) => partyFields.has(condition.field)) ||
    [query.groupBy, query.thenBy].some((group) => group !== undefined && partyFields.has(group));
  const from = sql`from invoices i ${joinParty ? sql`join stakeholders s on s.id = i.stakeholder_id` : sql``}
    where ${sql.join(parts, sql` and `)}`;
  const totals = db.get<Figures>(sql`select ${figures} ${from}`) as Figures;
  const sort = parseSort(query.sort);
  const page = pageOf(query);
  const head = { ...range, groupBy: query.groupBy ?? null, thenBy: query.thenBy ?? null, totals };
  if (!query.groupBy) {
    const column = rowSorts[sort.field] ?? sql`i.issue_date`;
    const dir = rowSorts[sort.field] ? sort.dir : sql`desc`;
    const rows = db.all<InvoiceRow>(sql`
      select i.id, i.kind, i.status, i.prefix, i.number, i.issue_date as issueDate, i.due_date as dueDate,
        i.stakeholder_name as stakeholderName, (select code from stakeholders where id = i.stakeholder_id) as stakeholderCode,
        (select city from stakeholders where id = i.stakeholder_id) as city, 1 as count,
        i.grand_total - i.vat_total as net, i.line_discounts + i.discount as discount, i.vat_total as vat,
        i.grand_total as total, i.paid as paid, i.balance_due as balanceDue
      ${from} order by ${column} ${dir}, i.id ${dir} limit ${page.limit} offset ${page.offset}`);
    return {
      ...head,
      rows: rows.map(({ id, prefix, number, ...row }) => ({
        ...row,
        key: String(id),
        label: number === null ? '' : `${prefix ?? ''}${number}`,
        subKey: null,
        subLabel: null,
        invoiceId: id,
      })),
      meta: { page: query.page, pageSize: query.pageSize, total: totals.count },
    };
  }
  const months = sql`with months(key, start_date, end_date) as (values ${sql.join(
    monthSpansOf(range.from, range.to).map((month) => sql`(${month.key}, ${month.start}, ${month.end})`),
    sql`, `,
  )}) `;
  const levels = [groupSql[query.groupBy], ...(query.thenBy ? [groupSql[query.thenBy]] : [])];
  // Months read in order; other groups largest total first, unless a sort says otherwise.
  const fallback = query.groupBy === 'month' ? { field: 'group', dir: sql`asc` } : { field: 'total', dir: sql`desc` };
  const grouped = groupedPage(db, {
    prefix: months,
    from,
    levels,
    figures,
    order: orderOf(sort, fallback, ['count', 'net', 'discount', 'vat', 'total', 'paid', 'balanceDue']),
    page,
  });
  return {
    ...head,
    rows: grouped.rows.map((row) => ({
      ...row,
      ...noGroup,
      stakeholderName: null,
      stakeholderCode: null,
      city: null,
    })) as Report['rows'],
    meta: { page: query.page, pageSize: query.pageSize, total: grouped.total },
  };
}
