import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import {
  type VoucherKind,
  type VoucherRow,
  type VoucherStatus,
  voucherLines,
  vouchers,
} from '@daftar/db/schema/accounting-journal';

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

function filtersOf(companyId: number, query: VoucherListQuery): SQL | undefined {
  const lineFilters = [
    query.accountId === undefined ? undefined : eq(voucherLines.accountId, query.accountId),
    query.tafsiliId === undefined ? undefined : eq(voucherLines.tafsiliId, query.tafsiliId),
  ].filter((filter) => filter !== undefined);
  const words = (query.q ?? '').split(/\s+/).filter((word) => word !== '');
  return and(
    eq(vouchers.companyId, companyId),
    query.fiscalYearId === undefined ? undefined : eq(vouchers.fiscalYearId, query.fiscalYearId),
    query.from === undefined ? undefined : gte(vouchers.date, query.from),
    query.to === undefined ? undefined : lte(vouchers.date, query.to),
    query.status === undefined ? undefined : eq(vouchers.status, query.status),
    query.kind === undefined ? undefined : eq(vouchers.kind, query.kind),
    lineFilters.length === 0
      ? undefined
      : sql`exists (select 1 from ${voucherLines} where ${voucherLines.voucherId} = ${vouchers.id} and ${and(...lineFilters)})`,
    ...words.map((word) => sql`instr(coalesce(${vouchers.description}, ''), ${word}) > 0`),
  );
}

export function listVouchers(db: Queryable, companyId: number, query: VoucherListQuery) {
  const where = filtersOf(companyId, query);
  const descending = query.sort.startsWith('-');
  const direction = descending ? desc : asc;
  const primary = query.sort.replace(/^-/, '') === 'date' ? [direction(vouchers.date)] : [];
  const rows = db
    .select()
    .from(vouchers)
    .where(where)
    .orderBy(...primary, direction(vouchers.fiscalYearId), direction(vouchers.number))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .all();
  const total = db.select({ n: count() }).from(vouchers).where(where).get()?.n ?? 0;
  return { rows: rows.map(({ companyId: _company, ...voucher }): VoucherSummary => voucher), total };
}
