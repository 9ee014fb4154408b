import { type SQL, sql } from 'drizzle-orm';
import type { advanceCustomerSchema, advanceCustomerQuerySchema } from '@daftar/contracts/endpoints/sales-reports';
import type { Queryable } from '@daftar/db/client';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import type { z } from 'zod';
import { countedStatuses, inStatuses, resolveRange } from './invoice-scope.ts';

export type AdvanceCustomerQuery = z.output<typeof advanceCustomerQuerySchema>;

interface CustomerRow {
  stakeholderId: number;
  code: string;
  name: string;
  kind: string;
  city: string | null;
  province: string | null;
  invoices: number;
  amount: number;
  balanceDue: number;
}

function stakeholderFilters(companyId: number, query: AdvanceCustomerQuery): SQL {
  const parts: SQL[] = [sql`s.company_id = ${companyId}`];
  if (query.role === 'CUSTOMER') parts.push(sql`s.is_customer = 1`);
  if (query.role === 'SUPPLIER') parts.push(sql`s.is_supplier = 1`);
  if (query.type) parts.push(sql`s.kind = ${query.type}`);
  if (query.city) parts.push(sql`s.city = ${query.city}`);
  for (const word of normalizeSearchText(query.q ?? '')
    .split(' ')
    .filter(Boolean)) {
    parts.push(sql`instr(s.search_text, ${word}) > 0`);
  }
  return sql.join(parts, sql` and `);
}

const groupOf: Record<Exclude<AdvanceCustomerQuery['groupBy'], 'NONE'>, (row: CustomerRow) => string> = {
  CITY: (row) => row.city ?? '',
  PROVINCE: (row) => row.province ?? '',
  TYPE: (row) => row.kind,
};

/**
 * The advance customer report: stakeholders by role (customers count their sales, suppliers their purchases, both
 * count both), type, city and a search, each with their issued invoices in the range, the amount and what is still
 * due; a range on the amount and "with a balance" narrow it. One per row (largest amount first) or grouped by city,
 * province or type. Paged; the totals cover every match.
 */
export function listAdvanceCustomerReport(db: Queryable, companyId: number, query: AdvanceCustomerQuery) {
  const range = resolveRange(db, companyId, query);
  const kinds =
    query.role === 'CUSTOMER'
      ? sql`('SELL')`
      : query.role === 'SUPPLIER'
        ? sql`('PURCHASE')`
        : sql`('SELL', 'PURCHASE')`;
  const matched = db
    .all<CustomerRow>(sql`
      select s.id as stakeholderId, s.code as code, s.display_name as name, s.kind as kind, s.city as city,
        s.province as province, count(i.id) as invoices, coalesce(sum(i.grand_total), 0) as amount,
        coalesce(sum(i.balance_due), 0) as balanceDue
      from stakeholders s
        left join invoices i on i.stakeholder_id = s.id and i.company_id = s.company_id and i.kind in ${kinds}
          and i.status in ${inStatuses(countedStatuses)} and i.issue_date >= ${range.from} and i.issue_date <= ${range.to}
      where ${stakeholderFilters(companyId, query)}
      group by s.id`)
    .filter(
      (row) =>
        (query.minAmount === undefined || row.amount >= query.minAmount) &&
        (query.maxAmount === undefined || row.amount <= query.maxAmount) &&
        (query.withBalanceOnly !== 'true' || row.balanceDue > 0),
    );
  const figures = (rows: CustomerRow[]) => ({
    count: rows.length,
    invoices: rows.reduce((sum, row) => sum + row.invoices, 0),
    amount: rows.reduce((sum, row) => sum + row.amount, 0),
    balanceDue: rows.reduce((sum, row) => sum + row.balanceDue, 0),
  });
  let rows: z.output<typeof advanceCustomerSchema>['rows'];
  if (query.groupBy === 'NONE') {
    rows = matched.map((row) => ({
      key: String(row.stakeholderId),
      label: row.name,
      stakeholderId: row.stakeholderId,
      code: row.code,
      city: row.city,
      ...figures([row]),
    }));
  } else {
    const keyOf = groupOf[query.groupBy];
    const groups = new Map<string, CustomerRow[]>();
    for (const row of matched) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
    rows = [...groups].map(([key, members]) => ({
      key: key || '-',
      label: key,
      stakeholderId: null,
      code: null,
      city: null,
      ...figures(members),
    }));
  }
  rows.sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label, 'fa'));
  const start = (query.page - 1) * query.pageSize;
  return {
    ...range,
    groupBy: query.groupBy,
    rows: rows.slice(start, start + query.pageSize),
    totals: figures(matched),
    meta: { page: query.page, pageSize: query.pageSize, total: rows.length },
  };
}
