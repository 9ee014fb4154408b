import {
  type ElectronicBookFile,
  type ElectronicBookRow,
  electronicBookXlsxRowLimit,
} from '@daftar/contracts/endpoints/accounting-legal-books';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { toJalali } from '@daftar/db/accounting/calendar';
import { DomainError } from '../../errors.ts';
import { loadChart } from '../reports/chart.ts';
import { type Period, type PeriodQuery, resolvePeriod } from '../reports/period.ts';
import { legalBookChecks } from './checks.ts';
import { inPeriod } from './journal-rows.ts';
import { legalLedgerAccounts } from './ledger-pages.ts';
import { readLegalBooks, sideTotals } from './legal-books.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The tax system's date: Jalali YYYY/MM/DD in Latin digits. */
function jalaliText(date: string, cache: Map<string, string>): string {
  let text = cache.get(date);
  if (!text) {
    const day = toJalali(date);
    text = `${day.year}/${pad(day.month)}/${pad(day.day)}`;
    cache.set(date, text);
  }
  return text;
}

interface LineRow {
  voucherNumber: number;
  date: string;
  accountId: number;
  description: string | null;
  voucherDescription: string | null;
  debit: number;
  credit: number;
}

/** Every voucher line of the period (opening and closing vouchers too), one side per row, in date and number order. */
function electronicRows(db: Queryable, companyId: number, period: Period, limit?: number): ElectronicBookRow[] {
  const chart = loadChart(db, companyId);
  const dates = new Map<string, string>();
  const accounts = new Map<number, Pick<ElectronicBookRow, 'kolCode' | 'kolTitle' | 'moeinCode' | 'moeinTitle'>>();
  const accountOf = (accountId: number) => {
    let known = accounts.get(accountId);
    if (!known) {
      const moein = chart.ancestorAt(accountId, 'MOEIN');
      const kol = chart.ancestorAt(accountId, 'KOL');
      known = { kolCode: kol.code, kolTitle: kol.nameFa, moeinCode: moein.code, moeinTitle: moein.nameFa };
      accounts.set(accountId, known);
    }
    return known;
  };
  // The vouchers' (company, date, year, number) index walks them in the file's order; each one's lines follow by
  // (voucher, row): only a day's few vouchers are sorted, never the year's million lines.
  const lines = db.all<LineRow>(sql`
    select v.number as voucherNumber, v.date as date, l.account_id as accountId, l.description as description,
      v.description as voucherDescription, l.debit as debit, l.credit as credit
    from vouchers v join voucher_lines l on l.voucher_id = v.id
    where v.company_id = ${companyId} and v.date >= ${period.from} and v.date <= ${period.to}
      and v.fiscal_year_id = ${period.year.id}
    order by v.date, v.number, l.row
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
  return lines.map((line) => {
    const account = accountOf(line.accountId);
    return {
      voucherNumber: line.voucherNumber,
      voucherDate: jalaliText(line.date, dates),
      kolCode: account.kolCode,
      kolTitle: account.kolTitle,
      moeinCode: account.moeinCode,
      moeinTitle: account.moeinTitle,
      description: line.description ?? line.voucherDescription ?? '',
      debit: line.debit,
      credit: line.credit,
    };
  });
}

/** The file's size and sides, from the daily roll-up (a period lies inside one fiscal year, so its days are the year's). */
function fileHead(db: Queryable, companyId: number, period: Period) {
  const sums = db.get<{ n: number | null; debit: number | null; credit: number | null }>(sql`
    select sum(lines) as n, sum(debit) as debit, sum(credit) as credit from account_day_totals
    where company_id = ${companyId} and date >= ${period.from} and date <= ${period.to}`);
  const rowCount = sums?.n ?? 0;
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    format: rowCount > electronicBookXlsxRowLimit ? ('CSV' as const) : ('XLSX' as const),
    fileName: `electronic-books-${period.from}-${period.to}`,
    rowCount,
    totals: { debit: sums?.debit ?? 0, credit: sums?.credit ?? 0 },
  };
}

/** The file's preview: its format and size, its first rows, its sides beside the period's turnover, and the checks. */
export function electronicBooksPreview(db: Queryable, companyId: number, query: PeriodQuery) {
  const books = readLegalBooks(db, companyId, query);
  const head = fileHead(db, companyId, books.period);
  return {
    ...head,
    sample: electronicRows(db, companyId, books.period, 20),
    turnover: sideTotals(books.rows.filter((row) => inPeriod(row, books.period))),
    checks: legalBookChecks(db, companyId, books, legalLedgerAccounts(books)),
  };
}

/** Every row of the file; refused (409 PERIOD_HAS_TEMPORARY_VOUCHERS) while a voucher in the period is temporary. */
export function electronicBooksFile(db: Queryable, companyId: number, query: PeriodQuery): ElectronicBookFile {
  const period = resolvePeriod(db, companyId, query);
  const temporary = db.get<{ n: number }>(sql`
    select count(*) as n from vouchers where company_id = ${companyId} and fiscal_year_id = ${period.year.id}
      and status = 'TEMPORARY' and date >= ${period.from} and date <= ${period.to}`);
  if ((temporary?.n ?? 0) > 0) {
    throw new DomainError('conflict', 'PERIOD_HAS_TEMPORARY_VOUCHERS', [
      { path: 'query.to', message: 'PERIOD_HAS_TEMPORARY_VOUCHERS' },
    ]);
  }
  const rows = electronicRows(db, companyId, period);
  return { ...fileHead(db, companyId, period), rows };
}
