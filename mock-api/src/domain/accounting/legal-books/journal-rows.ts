import type { LegalBookSettings, LegalJournalRow } from '@daftar/contracts/endpoints/accounting-legal-books';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { jalaliMonthOf } from '@daftar/db/accounting/period-totals';
import type { VoucherKind } from '@daftar/db/schema/accounting-journal';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
import { byCode, type Chart } from '../reports/chart.ts';
import type { Period } from '../reports/period.ts';

/** What both books are read from: the period, the year's settings and chart, and the journal's rows to the period's end. */
export interface LegalBooks {
  period: Period;
  settings: LegalBookSettings;
  chart: Chart;
  rows: LegalJournalRow[];
}

/** A row belongs to the period when its day (or month) reaches into it; rows before it only fill earlier pages. */
export const inPeriod = (row: { to: string }, period: Period) => row.to >= period.from;

/** A day's or month's lines (or one opening or closing voucher's), kol by kol, and the voucher numbers behind them. */
interface Bucket {
  kind: VoucherKind;
  from: string;
  to: string;
  /** Opening vouchers sort first, closing ones last, the rest by day. */
  order: string;
  sums: Map<number, { debit: number; credit: number }>;
  firstVoucher: number;
  lastVoucher: number;
}

interface LineSum {
  date: string;
  accountId: number;
  debit: number;
  credit: number;
}

interface SpecialSum extends LineSum {
  voucherNumber: number;
  kind: VoucherKind;
}

const kindOrder: Record<VoucherKind, string> = { OPENING: '0', NORMAL: '1', CLOSING: '2' };

/**
 * The journal's rows of a fiscal year from its first day to `to`, in the book's order: the opening voucher first and
 * the closing vouchers last on rows of their own (unless the settings fold them into their day), every other day or
 * month in date order; within each, a row per kol with a debit (kol code order), then a row per kol with a credit.
 * Rows are numbered through the year, so a page and its line never depend on the range asked for.
 */
export function journalRows(
  db: Queryable,
  companyId: number,
  year: FiscalYearRow,
  to: string,
  chart: Chart,
  settings: LegalBookSettings,
): LegalJournalRow[] {
  const buckets = new Map<string, Bucket>();
  const periodOf = (date: string) => {
    if (settings.granularity === 'DAY') return { key: date, from: date, to: date };
    // A month is clipped to the year (a fiscal year need not start on the 1st); ISO days sort as text.
    const month = jalaliMonthOf(date);
    return {
      key: month.start,
      from: [month.start, year.startDate].sort()[1] ?? month.start,
      to: [month.end, year.endDate].sort()[0] ?? month.end,
    };
  };
  const bucketFor = (kind: VoucherKind, key: string, from: string, toDay: string) => {
    const order = `${kindOrder[kind]}${key}`;
    let bucket = buckets.get(order);
    if (!bucket) {
      bucket = { kind, from, to: toDay, order, sums: new Map(), firstVoucher: 0, lastVoucher: 0 };
      buckets.set(order, bucket);
    }
    return bucket;
  };
  const addVoucher = (bucket: Bucket, first: number, last: number) => {
    bucket.firstVoucher = bucket.firstVoucher === 0 ? first : Math.min(bucket.firstVoucher, first);
    bucket.lastVoucher = Math.max(bucket.lastVoucher, last);
  };
  const addSum = (bucket: Bucket, line: LineSum) => {
    const kol = chart.ancestorAt(line.accountId, 'KOL').id;
    const sum = bucket.sums.get(kol) ?? { debit: 0, credit: 0 };
    sum.debit += line.debit;
    sum.credit += line.credit;
    bucket.sums.set(kol, sum);
  };
  const dayBucket = (date: string) => {
    const span = periodOf(date);
    return bucketFor('NORMAL', span.key, span.from, span.to);
  };

  // The daily roll-up holds each day's sums per account: a year of a million lines is a few tens of thousands of rows.
  const normal = db.all<LineSum>(sql`
    select date, account_id as accountId, debit, credit
    from account_day_totals
    where company_id = ${companyId} and date >= ${year.startDate} and date <= ${to} and voucher_kind = 'NORMAL'`);
  for (const line of normal) addSum(dayBucket(line.date), line);
  // Each day's first and last voucher number: two seeks on (company, year, kind, date, number) per day.
  const ranges = db.all<{ date: string; first: number; last: number }>(sql`
    select day.date as date,
      (select min(number) from vouchers v where v.company_id = ${companyId} and v.fiscal_year_id = ${year.id}
        and v.kind = 'NORMAL' and v.date = day.date) as first,
      (select max(number) from vouchers v where v.company_id = ${companyId} and v.fiscal_year_id = ${year.id}
        and v.kind = 'NORMAL' and v.date = day.date) as last
    from (select distinct date from account_day_totals
      where company_id = ${companyId} and date >= ${year.startDate} and date <= ${to} and voucher_kind = 'NORMAL') day`);
  for (const range of ranges) addVoucher(dayBucket(range.date), range.first, range.last);

  const special = db.all<SpecialSum>(sql`
    select v.date as date, v.number as voucherNumber, v.kind as kind, l.account_id as accountId,
      sum(l.debit) as debit, sum(l.credit) as credit
    from vouchers v join voucher_lines l on l.voucher_id = v.id
    where v.company_id = ${companyId} and v.fiscal_year_id = ${year.id} and v.kind <> 'NORMAL' and v.date <= ${to}
    group by v.id, l.account_id`);
  for (const line of special) {
    const bucket = settings.openingClosingApart
      ? bucketFor(line.kind, String(line.voucherNumber).padStart(9, '0'), line.date, line.date)
      : dayBucket(line.date);
    addSum(bucket, line);
    addVoucher(bucket, line.voucherNumber, line.voucherNumber);
  }

  const rows: LegalJournalRow[] = [];
  const push = (bucket: Bucket, kolId: number, side: 'DEBIT' | 'CREDIT', amount: number) => {
    const kol = chart.byId.get(kolId);
    if (!kol) return;
    const index = rows.length;
    rows.push({
      row: index + 1,
      line: (index % settings.rowsPerPage) + 1,
      kind: bucket.kind,
      from: bucket.from,
      to: bucket.to,
      accountId: kol.id,
      code: kol.code,
      nameFa: kol.nameFa,
      nameEn: kol.nameEn,
      side,
      debit: side === 'DEBIT' ? amount : 0,
      credit: side === 'CREDIT' ? amount : 0,
      firstVoucher: bucket.firstVoucher,
      lastVoucher: bucket.lastVoucher,
    });
  };
  const ordered = [...buckets.values()].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  for (const bucket of ordered) {
    const kols = [...bucket.sums.keys()]
      .map((id) => chart.byId.get(id))
      .filter((kol) => kol !== undefined)
      .sort(byCode);
    for (const kol of kols) {
      const debit = bucket.sums.get(kol.id)?.debit ?? 0;
      if (debit > 0) push(bucket, kol.id, 'DEBIT', debit);
    }
    for (const kol of kols) {
      const credit = bucket.sums.get(kol.id)?.credit ?? 0;
      if (credit > 0) push(bucket, kol.id, 'CREDIT', credit);
    }
  }
  return rows;
}

/** The page a row is printed on, from the book's first page. */
export const pageOf = (row: number, settings: LegalBookSettings) =>
  settings.journal.firstPage + Math.floor((row - 1) / settings.rowsPerPage);
