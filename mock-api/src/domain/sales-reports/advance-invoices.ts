import { type SQL, sql } from 'drizzle-orm';
import type { advanceInvoiceSchema, advanceInvoiceQuerySchema } from '@daftar/contracts/endpoints/sales-reports';
import type { Queryable } from '@daftar/db/client';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import type { z } from 'zod';
import { countedStatuses, inStatuses, jalaliMonthKey, resolveRange } from './invoice-scope.ts';

export type AdvanceInvoiceQuery = z.output<typeof advanceInvoiceQuerySchema>;

interface InvoiceRow {
  id: number;
  kind: 'SELL' | 'PURCHASE';
  status: string;
  prefix: string | null;
  number: number | null;
  issueDate: string;
  stakeholderId: number;
  stakeholderName: string;
  net: number;
  vat: number;
  total: number;
  balanceDue: number;
}

/** The filters as SQL: every field the builder offers, each only when asked. */
function filters(companyId: number, query: AdvanceInvoiceQuery, range: { from: string; to: string }): SQL {
  const parts: SQL[] = [
    sql`company_id = ${companyId}`,
    sql`kind in ('SELL', 'PURCHASE')`,
    sql`issue_date >= ${range.from} and issue_date <= ${range.to}`,
    sql`status in ${inStatuses(query.statuses && query.statuses.length > 0 ? query.statuses : countedStatuses)}`,
  ];
  if (query.kind) parts.push(sql`kind = ${query.kind}`);
  if (query.stakeholderId) parts.push(sql`stakeholder_id = ${query.stakeholderId}`);
  if (query.minTotal !== undefined) parts.push(sql`grand_total >= ${query.minTotal}`);
  if (query.maxTotal !== undefined) parts.push(sql`grand_total <= ${query.maxTotal}`);
  if (query.unpaidOnly === 'true') parts.push(sql`balance_due > 0`);
  for (const word of normalizeSearchText(query.q ?? '')
    .split(' ')
    .filter(Boolean)) {
    parts.push(sql`instr(search_text, ${word}) > 0`);
  }
  return sql.join(parts, sql` and `);
}

const groupKey: Record<Exclude<AdvanceInvoiceQuery['groupBy'], 'NONE'>, (row: InvoiceRow) => [string, string]> = {
  CUSTOMER: (row) => [String(row.stakeholderId), row.stakeholderName],
  MONTH: (row) => [jalaliMonthKey(row.issueDate), jalaliMonthKey(row.issueDate)],
  STATUS: (row) => [row.status, row.status],
  KIND: (row) => [row.kind, row.kind],
};

/**
 * The advance invoice report: invoices matching any combination of kind, statuses, party, range of totals, unpaid
 * and a search, one per row (newest first) or grouped by party, Jalali month, status or kind (largest total first;
 * months in order). Paged; the totals cover every match.
 */
export function listAdvanceInvoiceReport(db: Queryable, companyId: number, query: AdvanceInvoiceQuery) {
  const range = resolveRange(db, companyId, query);
  const matched = db.all<InvoiceRow>(sql`
    select id, kind, status, prefix, number, issue_date as issueDate, stakeholder_id as stakeholderId,
      stakeholder_name as stakeholderName, grand_total - vat_total as net, vat_total as vat, grand_total as total,
      balance_due as balanceDue
    from invoices where ${filters(companyId, query, range)}
    order by issue_date desc, id desc`);
  const figures = (rows: InvoiceRow[]) => ({
    count: rows.length,
    net: rows.reduce((sum, row) => sum + row.net, 0),
    vat: rows.reduce((sum, row) => sum + row.vat, 0),
    total: rows.reduce((sum, row) => sum + row.total, 0),
    balanceDue: rows.reduce((sum, row) => sum + row.balanceDue, 0),
  });
  let rows: z.output<typeof advanceInvoiceSchema>['rows'];
  if (query.groupBy === 'NONE') {
    rows = matched.map((row) => ({
      key: String(row.id),
      label: row.number === null ? '' : `${row.prefix ?? ''}${row.number}`,
      invoiceId: row.id,
      kind: row.kind,
      status: row.status,
      issueDate: row.issueDate,
      stakeholderName: row.stakeholderName,
      ...figures([row]),
    }));
  } else {
    const keyOf = groupKey[query.groupBy];
    const groups = new Map<string, { label: string; rows: InvoiceRow[] }>();
    for (const row of matched) {
      const [key, label] = keyOf(row);
      const group = groups.get(key) ?? { label, rows: [] };
      group.rows.push(row);
      groups.set(key, group);
    }
    rows = [...groups].map(([key, group]) => ({
      key,
      label: group.label,
      invoiceId: null,
      kind: null,
      status: null,
      issueDate: null,
      stakeholderName: null,
      ...figures(group.rows),
    }));
    rows.sort((a, b) => (query.groupBy === 'MONTH' ? a.key.localeCompare(b.key) : b.total - a.total));
  }
  const start = (query.page - 1) * query.pageSize;
  return {
    ...range,
    groupBy: query.groupBy,
    rows: rows.slice(start, start + query.pageSize),
    totals: figures(matched),
    meta: { page: query.page, pageSize: query.pageSize, total: rows.length },
  };
}
