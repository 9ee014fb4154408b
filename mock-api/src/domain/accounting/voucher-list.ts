import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Queryable } from '@daftar/db/client';
import {
  type VoucherKind,
  type VoucherRow,
  type VoucherStatus,
  voucherLines,
  vouchers,
} from '@daftar/db/schema/accounting-journal';
import { indexedSearch, narrowsEnough, pageWindow, unindexed } from '../list-page.ts';

export interface VoucherListQuery {
  page: number;
  pageSize: number;
  /** `date`, `-date`, `number` or `-number`; ties go by number in the same direction. */
  sort: string;
  fiscalYearId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: VoucherStatus | undefined;
  kind?: VoucherKind | undefined;
  /** Vouchers with at least one line on this account. */
  accountId?: number | undefined;
  tafsiliId?: number | undefined;
  /** Words of the description. */
  q?: string | undefined;
}

export type VoucherSummary = Omit<VoucherRow, 'companyId'>;

/**
 * The words of `q`, and the search through the trigram index of descriptions (`vouchers_search`) when one is long
 * enough and the index names few enough rows (see narrowsEnough).
 */
function searchOf(db: Queryable, query: VoucherListQuery) {
  const words = (query.q ?? '').split(/\s+/).filter((word) => word !== '');
  const search = indexedSearch('vouchers_search', vouchers.id, words);
  return { words, narrowed: search && narrowsEnough(db, search) ? search.condition : undefined };
}

function filtersOf(companyId: number, query: VoucherListQuery, search: ReturnType<typeof searchOf>): SQL | undefined {
  const lineFilters = [
    query.accountId === undefined ? undefined : eq(voucherLines.accountId, query.accountId),
    query.tafsiliId === undefined ? undefined : eq(voucherLines.tafsiliId, query.tafsiliId),
  ].filter((filter) => filter !== undefined);
  const { words, narrowed } = search;
  // Beside a search through the index, the company and the year read no index of theirs (see unindexed).
  const equals = (column: SQLiteColumn, value: number) =>
    narrowed ? sql`${unindexed(column)} = ${value}` : eq(column, value);
  return and(
    equals(vouchers.companyId, companyId),
    query.fiscalYearId === undefined ? undefined : equals(vouchers.fiscalYearId, query.fiscalYearId),
    query.from === undefined ? undefined : gte(vouchers.date, query.from),
    query.to === undefined ? undefined : lte(vouchers.date, query.to),
    query.status === undefined ? undefined : eq(vouchers.status, query.status),
    query.kind === undefined ? undefined : eq(vouchers.kind, query.kind),
    lineFilters.length === 0
      ? undefined
      : sql`exists (select 1 from ${voucherLines} where ${voucherLines.voucherId} = ${vouchers.id} and ${and(...lineFilters)})`,
    narrowed,
    ...words.map((word) => sql`instr(coalesce(${vouchers.description}, ''), ${word}) > 0`),
  );
}

export function listVouchers(db: Queryable, companyId: number, query: VoucherListQuery) {
  const search = searchOf(db, query);
  const where = filtersOf(companyId, query, search);
  const descending = query.sort.startsWith('-');
  const direction = descending ? desc : asc;
  const byDate = query.sort.replace(/^-/, '') === 'date';
  // Beside a search through the index, the sort reads no index (see unindexed): only the matching rows are sorted.
  const term = search.narrowed ? unindexed : (column: SQLiteColumn) => column;
  const order = [...(byDate ? [vouchers.date] : []), vouchers.fiscalYearId, vouchers.number];
  const rows = pageWindow(
    db
      .select()
      .from(vouchers)
      .where(where)
      .orderBy(...order.map((column) => direction(term(column))))
      .$dynamic(),
    query,
  ).all();
  const total = db.select({ n: count() }).from(vouchers).where(where).get()?.n ?? 0;
  return { rows: rows.map(({ companyId: _company, ...voucher }): VoucherSummary => voucher), total };
}
