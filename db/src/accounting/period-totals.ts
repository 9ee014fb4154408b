import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { accountDayTotals, accountPeriodTotals, type VoucherKind } from '../schema/accounting-journal.ts';
import { addDays, fromJalali, toJalali } from './calendar.ts';

/**
 * The journal's roll-ups: monthly per tafsili (account_period_totals) and daily per account (account_day_totals).
 * Every write of voucher lines in the domain goes through addToPeriodTotals in the same transaction, and a bulk
 * write (the seed, a restore, the benchmark) ends with rebuildPeriodTotals, so both always equal the lines; the
 * property tests compare them with the lines after random histories.
 */
export interface PostedLine {
  companyId: number;
  accountId: number;
  tafsiliId: number | null;
  date: string;
  voucherKind: VoucherKind;
  debit: number;
  credit: number;
}

export interface MonthSpan {
  start: string;
  end: string;
}

const months = new Map<string, MonthSpan>();

/** The Jalali month a day falls in, as its first and last Gregorian days. */
export function jalaliMonthOf(date: string): MonthSpan {
  const known = months.get(date);
  if (known) return known;
  const { year, month } = toJalali(date);
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  const span = { start: fromJalali({ year, month, day: 1 }), end: addDays(fromJalali(next), -1) };
  months.set(date, span);
  return span;
}

interface Figures {
  debit: number;
  credit: number;
  lines: number;
}

/** The lines summed per key of `placeOf`: each place's debit, credit and number of lines, signed by `sign`. */
function summed<R>(lines: PostedLine[], sign: 1 | -1, placeOf: (line: PostedLine) => { key: string; row: R }) {
  const sums = new Map<string, R & Figures>();
  for (const line of lines) {
    const { key, row } = placeOf(line);
    const sum = sums.get(key) ?? { ...row, debit: 0, credit: 0, lines: 0 };
    sum.debit += sign * line.debit;
    sum.credit += sign * line.credit;
    sum.lines += sign;
    sums.set(key, sum);
  }
  return sums.values();
}

/** An upsert's figures: what a roll-up row holds plus what the new row brings. */
const addedFigures = (t: typeof accountPeriodTotals | typeof accountDayTotals) => ({
  debit: sql`${t.debit} + excluded.debit`,
  credit: sql`${t.credit} + excluded.credit`,
  lines: sql`${t.lines} + excluded.lines`,
});

/** Adds (sign 1) or takes away (sign −1) lines from the roll-up; months left with no lines are dropped. */
export function addToPeriodTotals(db: Queryable, lines: PostedLine[], sign: 1 | -1): void {
  const sums = summed(lines, sign, (line) => {
    const month = jalaliMonthOf(line.date);
    const tafsiliKey = line.tafsiliId ?? 0;
    return {
      key: `${line.companyId}|${line.accountId}|${tafsiliKey}|${month.start}|${line.voucherKind}`,
      row: {
        companyId: line.companyId,
        accountId: line.accountId,
        tafsiliKey,
        periodStart: month.start,
        periodEnd: month.end,
        voucherKind: line.voucherKind,
      },
    };
  });
  addToDayTotals(db, lines, sign);
  const t = accountPeriodTotals;
  for (const row of sums) {
    db.insert(t)
      .values(row)
      .onConflictDoUpdate({
        target: [t.companyId, t.accountId, t.tafsiliKey, t.periodStart, t.voucherKind],
        set: addedFigures(t),
      })
      .run();
  }
  if (sign === -1) {
    for (const companyId of new Set(lines.map((line) => line.companyId))) {
      db.delete(t)
        .where(and(eq(t.companyId, companyId), eq(t.lines, 0)))
        .run();
    }
  }
}

/** The daily roll-up's share of addToPeriodTotals: the same lines, by day and account; days left empty are dropped. */
function addToDayTotals(db: Queryable, lines: PostedLine[], sign: 1 | -1): void {
  const sums = summed(lines, sign, (line) => ({
    key: `${line.companyId}|${line.date}|${line.accountId}|${line.voucherKind}`,
    row: { companyId: line.companyId, date: line.date, accountId: line.accountId, voucherKind: line.voucherKind },
  }));
  const t = accountDayTotals;
  for (const row of sums) {
    db.insert(t)
      .values(row)
      .onConflictDoUpdate({
        target: [t.companyId, t.date, t.accountId, t.voucherKind],
        set: addedFigures(t),
      })
      .run();
    // Only the keys just lowered can have reached zero: one primary-key seek each.
    if (sign === -1) {
      db.delete(t)
        .where(
          and(
            eq(t.companyId, row.companyId),
            eq(t.date, row.date),
            eq(t.accountId, row.accountId),
            eq(t.voucherKind, row.voucherKind),
            eq(t.lines, 0),
          ),
        )
        .run();
    }
  }
}

/** Every Jalali month from the month of `first` to the month of `last`. */
function monthsBetween(first: string, last: string): MonthSpan[] {
  const spans: MonthSpan[] = [];
  for (let span = jalaliMonthOf(first); span.start <= last; span = jalaliMonthOf(addDays(span.end, 1))) {
    spans.push(span);
  }
  return spans;
}

/**
 * Rebuilds a company's roll-up from its lines in one aggregate: for lines written straight into the table (the
 * seed, the benchmark) and for a database migrated from before the roll-up existed.
 */
export function rebuildPeriodTotals(db: Queryable, companyId: number): void {
  db.delete(accountDayTotals).where(eq(accountDayTotals.companyId, companyId)).run();
  db.run(sql`
    insert into account_day_totals (company_id, date, account_id, voucher_kind, debit, credit, lines)
    select company_id, date, account_id, voucher_kind, sum(debit), sum(credit), count(*)
    from voucher_lines where company_id = ${companyId}
    group by date, account_id, voucher_kind`);
  db.delete(accountPeriodTotals).where(eq(accountPeriodTotals.companyId, companyId)).run();
  const range = db.get<{ first: string | null; last: string | null }>(
    sql`select min(date) as first, max(date) as last from voucher_lines where company_id = ${companyId}`,
  );
  if (!range?.first || !range.last) return;
  const spans = monthsBetween(range.first, range.last);
  const values = sql.join(
    spans.map((span) => sql`(${span.start}, ${span.end})`),
    sql`, `,
  );
  db.run(sql`
    insert into account_period_totals
      (company_id, account_id, tafsili_key, period_start, period_end, voucher_kind, debit, credit, lines)
    select l.company_id, l.account_id, coalesce(l.tafsili_id, 0), m.column1, m.column2, l.voucher_kind,
      sum(l.debit), sum(l.credit), count(*)
    from voucher_lines l join (values ${values}) m on l.date between m.column1 and m.column2
    where l.company_id = ${companyId}
    group by l.account_id, coalesce(l.tafsili_id, 0), m.column1, l.voucher_kind`);
}

/** Whether both roll-ups hold as many lines as the journal (they do unless lines were written around them). */
export function periodTotalsInStep(db: Queryable, companyId: number): boolean {
  const row = db.get<{ lines: number; monthly: number; daily: number }>(sql`
    select (select count(*) from voucher_lines where company_id = ${companyId}) as lines,
      (select coalesce(sum(lines), 0) from account_period_totals where company_id = ${companyId}) as monthly,
      (select coalesce(sum(lines), 0) from account_day_totals where company_id = ${companyId}) as daily`);
  return row?.lines === row?.monthly && row?.lines === row?.daily;
}
