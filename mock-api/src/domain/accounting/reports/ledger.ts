import { and, asc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { voucherLines, vouchers } from '@daftar/db/schema/accounting-journal';
import { HttpError } from '../../../http/http-error.ts';
import { getAccount } from '../accounts.ts';
import { getTafsili } from '../tafsili.ts';
import { loadChart } from './chart.ts';
import { type PeriodQuery, resolvePeriod } from './period.ts';

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

/**
 * One account's or tafsili's movements with a running balance, a page at a time. A page costs its own rows plus
 * two index-only sums (before the period; before the page), so page 1 and page 500 of a busy account cost alike.
 */
export function generalLedger(db: Queryable, companyId: number, query: LedgerQuery): Ledger {
  if (query.accountId === undefined && query.tafsiliId === undefined) {
    throw new HttpError(400, 'LEDGER_NEEDS_ACCOUNT', [{ path: 'query.accountId', message: 'REQUIRED' }]);
  }
  const period = resolvePeriod(db, companyId, query);
  const scope: SQL[] = [eq(voucherLines.companyId, companyId)];
  if (query.accountId !== undefined) {
    getAccount(db, companyId, query.accountId);
    const ids = loadChart(db, companyId).moeinIdsUnder(query.accountId);
    scope.push(ids.length === 1 ? eq(voucherLines.accountId, ids[0] ?? 0) : inArray(voucherLines.accountId, ids));
  }
  if (query.tafsiliId !== undefined) {
    getTafsili(db, companyId, query.tafsiliId);
    scope.push(eq(voucherLines.tafsiliId, query.tafsiliId));
  }
  const inYear = [
    ...scope,
    gte(voucherLines.date, period.year.startDate),
    lte(voucherLines.date, period.to),
    ne(voucherLines.voucherKind, 'CLOSING'),
  ];
  const opening =
    db
      .select({ net })
      .from(voucherLines)
      .where(and(...inYear, or(sql`${voucherLines.date} < ${period.from}`, eq(voucherLines.voucherKind, 'OPENING'))))
      .get()?.net ?? 0;
  const inPeriod = and(
    ...scope,
    gte(voucherLines.date, period.from),
    lte(voucherLines.date, period.to),
    eq(voucherLines.voucherKind, 'NORMAL'),
  );
  const sums = db
    .select({
      debit: sql<number>`coalesce(sum(${voucherLines.debit}), 0)`,
      credit: sql<number>`coalesce(sum(${voucherLines.credit}), 0)`,
      total: sql<number>`count(*)`,
    })
    .from(voucherLines)
    .where(inPeriod)
    .get() ?? { debit: 0, credit: 0, total: 0 };
  const rows = db
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
    .where(inPeriod)
    .orderBy(asc(voucherLines.date), asc(voucherLines.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .all();
  const first = rows[0];
  const beforePage = first
    ? (db
        .select({ net })
        .from(voucherLines)
        .where(
          and(
            inPeriod,
            or(
              sql`${voucherLines.date} < ${first.date}`,
              and(eq(voucherLines.date, first.date), sql`${voucherLines.id} < ${first.lineId}`),
            ),
          ),
        )
        .get()?.net ?? 0)
    : 0;
  let balance = opening + beforePage;
  const lines = rows.map((row) => {
    balance += row.debit - row.credit;
    return { ...row, balance };
  });
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    openingBalance: opening,
    periodDebit: sums.debit,
    periodCredit: sums.credit,
    closingBalance: opening + sums.debit - sums.credit,
    lines,
    meta: { page: query.page, pageSize: query.pageSize, total: sums.total },
  };
}
