import { and, asc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { voucherLines, vouchers } from '@daftar/db/schema/accounting-journal';
import { HttpError } from '../../../http/http-error.ts';
import { getAccount } from '../accounts.ts';
import { getTafsili } from '../tafsili.ts';
import { loadChart } from './chart.ts';
import { type PeriodQuery, resolvePeriod } from './period.ts';
import { type LineScope, monthSegments, type Segment } from './range-sums.ts';
import { turnovers } from './turnovers.ts';

export interface LedgerQuery extends PeriodQuery {
  /** A moein account, or a kol or group for all the moein accounts under it. */
  accountId?: number | undefined;
  tafsiliId?: number | undefined;
  page: number;
  pageSize: number;
}

export interface LedgerLine {
  lineId: number;
  voucherId: number;
  voucherNumber: number;
  voucherStatus: 'TEMPORARY' | 'FINAL';
  date: string;
  accountId: number;
  tafsiliId: number | null;
  description: string | null;
  debit: number;
  credit: number;
  /** Debit − credit from the year's start up to and including this line. */
  balance: number;
}

export interface Ledger {
  period: { fiscalYearId: number; from: string; to: string };
  /** Debit − credit before the period, the year's opening voucher included. */
  openingBalance: number;
  periodDebit: number;
  periodCredit: number;
  closingBalance: number;
  lines: LedgerLine[];
  meta: { page: number; pageSize: number; total: number };
}

const net = sql<number>`coalesce(sum(${voucherLines.debit}) - sum(${voucherLines.credit}), 0)`;

/** The month segment a page's first line falls in, and the lines and balance before that segment. */
function pageStart(segments: Segment[], offset: number) {
  let skipped = 0;
  let balance = 0;
  for (const segment of segments) {
    if (skipped + segment.lines > offset) return { segment, skipped, balance };
    skipped += segment.lines;
    balance += segment.debit - segment.credit;
  }
  return null;
}

/**
 * One account's or tafsili's movements with a running balance, a page at a time. Balances come from the monthly
 * roll-up, and a page reads only lines of the month it starts in and its own rows, so page 1 and page 5,000 of a
 * busy account cost alike.
 */
export function generalLedger(db: Queryable, companyId: number, query: LedgerQuery): Ledger {
  if (query.accountId === undefined && query.tafsiliId === undefined) {
    throw new HttpError(400, 'LEDGER_NEEDS_ACCOUNT', [{ path: 'query.accountId', message: 'REQUIRED' }]);
  }
  const period = resolvePeriod(db, companyId, query);
  const scope: LineScope = { byTafsili: false };
  const filters: SQL[] = [eq(voucherLines.companyId, companyId), eq(voucherLines.voucherKind, 'NORMAL')];
  if (query.accountId !== undefined) {
    getAccount(db, companyId, query.accountId);
    scope.accountIds = loadChart(db, companyId).moeinIdsUnder(query.accountId);
    filters.push(inArray(voucherLines.accountId, scope.accountIds.length > 0 ? scope.accountIds : [0]));
  }
  if (query.tafsiliId !== undefined) {
    getTafsili(db, companyId, query.tafsiliId);
    scope.tafsiliId = query.tafsiliId;
    filters.push(eq(voucherLines.tafsiliId, query.tafsiliId));
  }
  const sums = turnovers(db, companyId, period, scope).reduce(
    (total, t) => ({
      opening: total.opening + t.openingDebit - t.openingCredit,
      debit: total.debit + t.periodDebit,
      credit: total.credit + t.periodCredit,
    }),
    { opening: 0, debit: 0, credit: 0 },
  );
  const segments = monthSegments(db, companyId, period.from, period.to, scope);
  const total = segments.reduce((count, segment) => count + segment.lines, 0);
  const offset = (query.page - 1) * query.pageSize;
  const start = pageStart(segments, offset);
  // The page's ids come from the ledger index alone (its OFFSET skips index entries); only its own rows are read.
  const pageIds = start
    ? db
        .select({ id: voucherLines.id })
        .from(voucherLines)
        .where(and(...filters, gte(voucherLines.date, start.segment.start), lte(voucherLines.date, period.to)))
        .orderBy(asc(voucherLines.date), asc(voucherLines.id))
        .limit(query.pageSize)
        .offset(offset - start.skipped)
        .all()
        .map((row) => row.id)
    : [];
  const rows =
    pageIds.length === 0
      ? []
      : db
          .select({
            lineId: voucherLines.id,
            voucherId: voucherLines.voucherId,
            voucherNumber: vouchers.number,
            voucherStatus: vouchers.status,
            date: voucherLines.date,
            accountId: voucherLines.accountId,
            tafsiliId: voucherLines.tafsiliId,
            description: sql<string | null>`coalesce(${voucherLines.description}, ${vouchers.description})`,
            debit: voucherLines.debit,
            credit: voucherLines.credit,
          })
          .from(voucherLines)
          .innerJoin(vouchers, eq(vouchers.id, voucherLines.voucherId))
          .where(inArray(voucherLines.id, pageIds))
          .orderBy(asc(voucherLines.date), asc(voucherLines.id))
          .all();
  const first = rows[0];
  const inSegmentBefore =
    start && first
      ? (db
          .select({ net })
          .from(voucherLines)
          .where(
            and(
              ...filters,
              gte(voucherLines.date, start.segment.start),
              or(
                lt(voucherLines.date, first.date),
                and(eq(voucherLines.date, first.date), lt(voucherLines.id, first.lineId)),
              ),
            ),
          )
          .get()?.net ?? 0)
      : 0;
  let balance = sums.opening + (start?.balance ?? 0) + inSegmentBefore;
  const lines = rows.map((row) => {
    balance += row.debit - row.credit;
    return { ...row, balance };
  });
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    openingBalance: sums.opening,
    periodDebit: sums.debit,
    periodCredit: sums.credit,
    closingBalance: sums.opening + sums.debit - sums.credit,
    lines,
    meta: { page: query.page, pageSize: query.pageSize, total },
  };
}
