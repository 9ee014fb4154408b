import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { jalaliMonthOf } from '@daftar/db/accounting/period-totals';
import { addDays } from '@daftar/db/accounting/calendar';
import { voucherLines, vouchers } from '@daftar/db/schema/accounting-journal';
import { DomainError } from '../../errors.ts';
import { getAccount } from '../accounts.ts';
import { getTafsili } from '../tafsili.ts';
import { loadChart } from './chart.ts';
import { type Period, type PeriodQuery, resolvePeriod } from './period.ts';
import { type LineScope, rangeSums } from './range-sums.ts';

export interface LedgerQuery extends PeriodQuery {
  /** A moein account, or a kol or group for all the moein accounts under it. */
  accountId?: number | undefined;
  tafsiliId?: number | undefined;
  /** `YYYY-MM-DD.lineId`: the page after that line, or before it. Neither: the first page. */
  after?: string | undefined;
  before?: string | undefined;
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
  meta: { pageSize: number; total: number; offset: number; next: string | null; previous: string | null };
}

/** A line's place in a ledger's (date, id) order. */
interface Position {
  date: string;
  id: number;
}

const cursorOf = (position: Position) => `${position.date}.${position.id}`;

function positionOf(cursor: string): Position {
  const [date = '', id = ''] = cursor.split('.');
  return { date, id: Number(id) };
}

// Row values, so SQLite seeks the ledger index to the position (an OR of date and id comparisons would scan it).
const afterPosition = (p: Position) => sql`(${voucherLines.date}, ${voucherLines.id}) > (${p.date}, ${p.id})`;
const beforePosition = (p: Position) => sql`(${voucherLines.date}, ${voucherLines.id}) < (${p.date}, ${p.id})`;

interface Sums {
  debit: number;
  credit: number;
  lines: number;
}

const noSums: Sums = { debit: 0, credit: 0, lines: 0 };
const add = (a: Sums, b: Sums): Sums => ({
  debit: a.debit + b.debit,
  credit: a.credit + b.credit,
  lines: a.lines + b.lines,
});
const subtract = (a: Sums, b: Sums): Sums => add(a, { debit: -b.debit, credit: -b.credit, lines: -b.lines });

/** Where the lines of a position's month are read from: back from the month's end, or forward from `cut`. */
export type Road = { back: true; monthEnd: string } | { back: false; cut: string };

/**
 * The shorter read to a period's lines before a day, so that at most half a month of lines is read: in the second
 * half of a month the period holds to its end, back from the month's end; otherwise forward from the later of the
 * period's start and the month's.
 */
export function roadTo(period: { from: string; to: string }, date: string): Road {
  const month = jalaliMonthOf(date);
  if (month.end <= period.to && date >= addDays(month.start, 15)) return { back: true, monthEnd: month.end };
  // ISO dates compare as strings.
  const [cut = period.from] = [period.from, month.start].sort().slice(-1);
  return { back: false, cut };
}

/**
 * Reads one account's (or tafsili's) ledger. Every balance and count comes from the monthly roll-up plus, for the
 * month a page starts in, that month's lines before the page: the ledger index (company, account, kind, date, id,
 * debit, credit) answers both the page (a keyset seek, no OFFSET) and that sum without touching a table row.
 */
function ledgerReader(db: Queryable, companyId: number, scope: LineScope, filters: SQL[], period: Period) {
  /** The NORMAL lines of [lo, hi] (roll-up months and part months' lines). */
  const normalSums = (lo: string, hi: string): Sums =>
    rangeSums(db, companyId, lo, hi, scope)
      .filter((sum) => sum.kind === 'NORMAL')
      .reduce(add, noSums);

  /** The scope's NORMAL lines that meet the conditions, read from the ledger index. */
  const lineSums = (...where: SQL[]): Sums =>
    db
      .select({
        debit: sql<number>`coalesce(sum(${voucherLines.debit}), 0)`,
        credit: sql<number>`coalesce(sum(${voucherLines.credit}), 0)`,
        lines: sql<number>`count(*)`,
      })
      .from(voucherLines)
      .where(and(...filters, ...where))
      .get() ?? noSums;

  return {
    /**
     * The period's lines before a position: the roll-up up to a month end, and the lines between that and the
     * position. In the first half of its month the lines from the month's start to the position are added; in the
     * second half those from the position to the month's end are taken away, so at most half a month is read.
     */
    sumsBefore(position: Position): Sums {
      const { from } = period;
      const road = roadTo(period, position.date);
      if (road.back) {
        // Only an upper bound besides the position: with two, SQLite seeks the index from neither.
        const rest = lineSums(
          sql`(${voucherLines.date}, ${voucherLines.id}) >= (${position.date}, ${position.id})`,
          lte(voucherLines.date, road.monthEnd),
        );
        return subtract(normalSums(from, road.monthEnd), rest);
      }
      const head = lineSums(gte(voucherLines.date, road.cut), beforePosition(position));
      return add(road.cut > from ? normalSums(from, addDays(road.cut, -1)) : noSums, head);
    },

    /** Up to `limit` line ids from a position on, in the ledger's order or backwards. */
    pageIds(where: SQL | undefined, backwards: boolean, limit: number): number[] {
      const order = backwards
        ? [desc(voucherLines.date), desc(voucherLines.id)]
        : [asc(voucherLines.date), asc(voucherLines.id)];
      const ids = db
        .select({ id: voucherLines.id })
        .from(voucherLines)
        .where(and(...filters, gte(voucherLines.date, period.from), lte(voucherLines.date, period.to), where))
        .orderBy(...order)
        .limit(limit)
        .all()
        .map((row) => row.id);
      return backwards ? ids.reverse() : ids;
    },

    rows(ids: number[]) {
      if (ids.length === 0) return [];
      return db
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
        .where(inArray(voucherLines.id, ids))
        .orderBy(asc(voucherLines.date), asc(voucherLines.id))
        .all();
    },
  };
}

/** The moein accounts and tafsili a ledger covers, checked to be the company's. */
function ledgerScope(db: Queryable, companyId: number, query: LedgerQuery): { scope: LineScope; filters: SQL[] } {
  if (query.accountId === undefined && query.tafsiliId === undefined) {
    throw new DomainError('invalid', 'LEDGER_NEEDS_ACCOUNT', [{ path: 'query.accountId', message: 'REQUIRED' }]);
  }
  const scope: LineScope = { byTafsili: false };
  const filters: SQL[] = [eq(voucherLines.companyId, companyId)];
  if (query.accountId !== undefined) {
    const account = getAccount(db, companyId, query.accountId);
    scope.accountIds =
      account.level === 'MOEIN' ? [account.id] : loadChart(db, companyId).moeinIdsUnder(query.accountId);
    filters.push(inArray(voucherLines.accountId, scope.accountIds.length > 0 ? scope.accountIds : [0]));
  }
  filters.push(eq(voucherLines.voucherKind, 'NORMAL'));
  if (query.tafsiliId !== undefined) {
    getTafsili(db, companyId, query.tafsiliId);
    scope.tafsiliId = query.tafsiliId;
    filters.push(eq(voucherLines.tafsiliId, query.tafsiliId));
  }
  return { scope, filters };
}

/**
 * One account's or tafsili's movements with a running balance, a page at a time, paged by a (date, id) cursor. The
 * balance before a page (and its place among the period's lines) is the roll-up's whole months plus the lines of
 * the month the page starts in, so the first page and the five-thousandth cost alike.
 */
export function generalLedger(db: Queryable, companyId: number, query: LedgerQuery): Ledger {
  const { scope, filters } = ledgerScope(db, companyId, query);
  const period = resolvePeriod(db, companyId, query);
  const reader = ledgerReader(db, companyId, scope, filters, period);
  let openingBalance = 0;
  for (const sum of rangeSums(db, companyId, period.year.startDate, addDays(period.from, -1), scope)) {
    if (sum.kind !== 'CLOSING') openingBalance += sum.debit - sum.credit;
  }
  let inPeriod = noSums;
  for (const sum of rangeSums(db, companyId, period.from, period.to, scope)) {
    if (sum.kind === 'OPENING') openingBalance += sum.debit - sum.credit;
    if (sum.kind === 'NORMAL') inPeriod = add(inPeriod, sum);
  }

  const before = query.before === undefined ? undefined : positionOf(query.before);
  const after = query.after === undefined ? undefined : positionOf(query.after);
  // One line more than the page tells whether another page follows (or, backwards, precedes) it.
  const ids = before
    ? reader.pageIds(beforePosition(before), true, query.pageSize + 1)
    : reader.pageIds(after && afterPosition(after), false, query.pageSize + 1);
  const more = ids.length > query.pageSize;
  const pageIds = more ? (before ? ids.slice(1) : ids.slice(0, -1)) : ids;
  const rows = reader.rows(pageIds);
  const first = rows[0];
  const last = rows.at(-1);
  const prior = first ? reader.sumsBefore({ date: first.date, id: first.lineId }) : inPeriod;

  let balance = openingBalance + prior.debit - prior.credit;
  const lines = rows.map((row) => {
    balance += row.debit - row.credit;
    return { ...row, balance };
  });
  const hasPrevious = before ? more : prior.lines > 0;
  const hasNext = before ? rows.length > 0 && prior.lines + rows.length < inPeriod.lines : more;
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    openingBalance,
    periodDebit: inPeriod.debit,
    periodCredit: inPeriod.credit,
    closingBalance: openingBalance + inPeriod.debit - inPeriod.credit,
    lines,
    meta: {
      pageSize: query.pageSize,
      total: inPeriod.lines,
      offset: prior.lines,
      next: hasNext && last ? cursorOf({ date: last.date, id: last.lineId }) : null,
      previous: hasPrevious && first ? cursorOf({ date: first.date, id: first.lineId }) : null,
    },
  };
}
