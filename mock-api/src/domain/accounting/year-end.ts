import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { type VoucherRow, vouchers } from '@daftar/db/schema/accounting-journal';
import { accountingSettings, type FiscalYearRow, fiscalYears } from '@daftar/db/schema/accounting-years';
import { addDays, toJalali } from '@daftar/db/accounting/calendar';
import { DomainError } from '../errors.ts';
import {
  assertYearOpen,
  currentYear,
  getFiscalYear,
  insertFiscalYear,
  temporaryCount,
  yearOfDate,
} from './fiscal-years.ts';
import { finaliseNumber, nextNumber } from './numbering.ts';
import { loadChart } from './reports/chart.ts';
import { turnovers } from './reports/turnovers.ts';
import type { VoucherLineInput } from './voucher-lines.ts';
import { writeLines } from './voucher-lines.ts';

interface Balance {
  accountId: number;
  tafsiliId: number | null;
  /** Debit − credit over the whole year. */
  net: number;
}

/** A line that brings `balance` to zero (or, with `same`, restates it). */
const lineFor = (balance: Balance, same = false): VoucherLineInput => {
  const debitSide = same ? balance.net > 0 : balance.net < 0;
  const amount = Math.abs(balance.net);
  return {
    accountId: balance.accountId,
    tafsiliId: balance.tafsiliId,
    debit: debitSide ? amount : 0,
    credit: debitSide ? 0 : amount,
  };
};

/** A voucher row as the API answers it: without the company, which the path names. */
function voucherSummary(row: VoucherRow | null): Omit<VoucherRow, 'companyId'> | null {
  if (!row) return null;
  const { companyId: _company, ...voucher } = row;
  return voucher;
}

/** A system-made voucher (no author), written without the open-year check: closing writes into the closing year. */
function systemVoucher(
  tx: Queryable,
  year: FiscalYearRow,
  spec: { date: string; kind: 'OPENING' | 'CLOSING'; description: string; lines: VoucherLineInput[] },
): VoucherRow | null {
  if (spec.lines.length === 0) return null;
  const total = spec.lines.reduce((sum, line) => sum + line.debit, 0);
  const voucher = tx
    .insert(vouchers)
    .values({
      companyId: year.companyId,
      fiscalYearId: year.id,
      number: nextNumber(tx, year.id),
      date: spec.date,
      kind: spec.kind,
      description: spec.description,
      total,
      createdBy: null,
    })
    .returning()
    .get();
  writeLines(tx, voucher, spec.lines);
  return voucher;
}

function yearBalances(tx: Queryable, year: FiscalYearRow): Balance[] {
  const period = { year, from: year.startDate, to: year.endDate };
  return turnovers(tx, year.companyId, period, { byTafsili: true })
    .map((t) => ({
      accountId: t.accountId,
      tafsiliId: t.tafsiliId,
      net: t.openingDebit + t.periodDebit - t.openingCredit - t.periodCredit,
    }))
    .filter((balance) => balance.net !== 0);
}

/** The year after `year`: the one that starts the next day, or a new OPEN one of the same length in Jalali terms. */
function nextYear(tx: Queryable, year: FiscalYearRow): FiscalYearRow {
  const start = addDays(year.endDate, 1);
  const existing = yearOfDate(tx, year.companyId, start);
  if (existing) return existing;
  const jalali = toJalali(start);
  return insertFiscalYear(tx, year.companyId, { year: jalali.year, startMonth: jalali.month, startDay: jalali.day });
}

/**
 * Closes a fiscal year, all or nothing. Every voucher of the year must be FINAL. Writes, dated the year's last day
 * and FINAL: (1) a voucher zeroing every revenue and expense balance into retained earnings; (2) the closing
 * voucher (اختتامیه), zeroing every balance-sheet balance per account and tafsili. Then marks the year CLOSED and
 * writes the next year's opening voucher (افتتاحیه), the closing voucher's mirror, TEMPORARY so it can be corrected
 * until the new year is finalised. System-made: no author, kind CLOSING or OPENING. Only after the year's last day
 * (`today`, Tehran's): 409 YEAR_NOT_ENDED before it.
 */
export function closeFiscalYear(db: Db, companyId: number, yearId: number, today: string) {
  return db.transaction((tx) => {
    const year = getFiscalYear(tx, companyId, yearId);
    assertYearOpen(year);
    // A year closes once it is over: closing vouchers dated in the future would shut its last days to documents.
    if (today <= year.endDate) throw new DomainError('conflict', 'YEAR_NOT_ENDED');
    // Years close in order: the one opened ahead waits for its predecessor's closing (and opening voucher).
    if (currentYear(tx, companyId).startDate < year.startDate) throw new DomainError('conflict', 'EARLIER_YEAR_OPEN');
    if (temporaryCount(tx, year.id) > 0) throw new DomainError('conflict', 'YEAR_HAS_TEMPORARY_VOUCHERS');
    const settings = tx.select().from(accountingSettings).where(eq(accountingSettings.companyId, companyId)).get();
    const retainedEarnings = settings?.retainedEarningsAccountId;
    if (!retainedEarnings) throw new DomainError('conflict', 'RETAINED_EARNINGS_NOT_SET');

    const chart = loadChart(tx, companyId);
    const isTemporary = (b: Balance) => ['REVENUE', 'EXPENSE'].includes(chart.byId.get(b.accountId)?.type ?? '');
    const before = yearBalances(tx, year);
    const results = before.filter(isTemporary);
    const profit = -results.reduce((sum, b) => sum + b.net, 0);
    const resultLines = results.map((b) => lineFor(b));
    if (profit !== 0) resultLines.push(lineFor({ accountId: retainedEarnings, tafsiliId: null, net: profit }));
    const closeResults = systemVoucher(tx, year, {
      date: year.endDate,
      kind: 'CLOSING',
      description: 'بستن حساب‌های درآمد و هزینه به سود و زیان انباشته',
      lines: resultLines,
    });
    const carried = balancesAfterResults(tx, year);
    const closing = systemVoucher(tx, year, {
      date: year.endDate,
      kind: 'CLOSING',
      description: 'سند اختتامیه',
      lines: carried.map((b) => lineFor(b)),
    });
    for (const voucher of [closeResults, closing]) if (voucher) finaliseNumber(tx, voucher);
    tx.update(fiscalYears)
      .set({ status: 'CLOSED', closedAt: new Date().toISOString() })
      .where(eq(fiscalYears.id, year.id))
      .run();
    const next = nextYear(tx, year);
    const opening = systemVoucher(tx, next, {
      date: next.startDate,
      kind: 'OPENING',
      description: 'سند افتتاحیه',
      lines: carried.map((b) => lineFor(b, true)),
    });
    return {
      closedYear: getFiscalYear(tx, companyId, year.id),
      nextYear: next,
      closeResults: voucherSummary(closeResults),
      closing: voucherSummary(closing),
      opening: voucherSummary(opening),
    };
  });
}

/**
 * Balance-sheet balances once the results are in retained earnings: every balance left, since the year's vouchers
 * so far (closing ones included) leave only balance-sheet accounts non-zero. Read with the closing vouchers counted.
 */
function balancesAfterResults(tx: Queryable, year: FiscalYearRow): Balance[] {
  return tx.all<Balance>(sql`
      select account_id as accountId, tafsili_id as tafsiliId, sum(debit) - sum(credit) as net
      from voucher_lines
      where company_id = ${year.companyId} and date >= ${year.startDate} and date <= ${year.endDate}
      group by account_id, tafsili_id
      having net <> 0
      order by account_id, tafsili_id`);
}
