import type { Queryable } from '@daftar/db/client';
import type { AccountType } from '@daftar/db/schema/accounting-chart';
import { addDays } from '@daftar/db/accounting/calendar';
import { DomainError } from '../../errors.ts';
import { currentYear, yearOfDate } from '../fiscal-years.ts';
import { byCode, type Chart, loadChart } from './chart.ts';
import { type PeriodQuery, resolvePeriod } from './period.ts';
import { netByAccount } from './turnovers.ts';

export type StatementLevel = 'KOL' | 'MOEIN';

export interface StatementRow {
  accountId: number;
  code: string;
  nameFa: string;
  nameEn: string | null;
  type: AccountType;
  /** On the account type's natural side: revenue, liabilities and equity credit − debit; the rest debit − credit. */
  amount: number;
  previous: number;
}

const creditSide = new Set<AccountType>(['REVENUE', 'LIABILITY', 'EQUITY']);
const signed = (type: AccountType, net: number) => (creditSide.has(type) ? -net : net);

/** Rows per kol or moein of the given types, from debit − credit per moein for the current and previous window. */
function statementRows(
  chart: Chart,
  types: AccountType[],
  level: StatementLevel,
  current: Map<number, number>,
  previous: Map<number, number>,
): StatementRow[] {
  const rows = new Map<number, StatementRow>();
  const place = (accountId: number, net: number, field: 'amount' | 'previous') => {
    const moein = chart.byId.get(accountId);
    if (!moein || !types.includes(moein.type)) return;
    const account = chart.ancestorAt(accountId, level);
    const row = rows.get(account.id) ?? {
      accountId: account.id,
      code: account.code,
      nameFa: account.nameFa,
      nameEn: account.nameEn,
      type: account.type,
      amount: 0,
      previous: 0,
    };
    row[field] += signed(account.type, net);
    rows.set(account.id, row);
  };
  for (const [accountId, net] of current) place(accountId, net, 'amount');
  for (const [accountId, net] of previous) place(accountId, net, 'previous');
  return [...rows.values()].sort(byCode);
}

const sumOf = (rows: StatementRow[], type: AccountType, field: 'amount' | 'previous') =>
  rows.filter((row) => row.type === type).reduce((sum, row) => sum + row[field], 0);

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/**
 * Profit and loss for a period of one fiscal year, beside the period of the same length just before it (which may
 * lie in the previous year). Closing vouchers are left out, so a closed year still shows its result.
 */
export function profitAndLoss(db: Queryable, companyId: number, query: PeriodQuery & { level: StatementLevel }) {
  const period = resolvePeriod(db, companyId, query);
  const previousTo = addDays(period.from, -1);
  const previousFrom = addDays(previousTo, -daysBetween(period.from, period.to));
  const chart = loadChart(db, companyId);
  const rows = statementRows(
    chart,
    ['REVENUE', 'EXPENSE'],
    query.level,
    netByAccount(db, companyId, period.from, period.to),
    netByAccount(db, companyId, previousFrom, previousTo),
  );
  const totals = (field: 'amount' | 'previous') => {
    const revenue = sumOf(rows, 'REVENUE', field);
    const expense = sumOf(rows, 'EXPENSE', field);
    return { revenue, expense, netProfit: revenue - expense };
  };
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    previousPeriod: { from: previousFrom, to: previousTo },
    rows,
    totals: totals('amount'),
    previousTotals: totals('previous'),
  };
}

/** Balance-sheet accounts' debit − credit at a date, from its year's opening voucher; none outside every year. */
function sheetNets(db: Queryable, companyId: number, date: string): Map<number, number> {
  const year = yearOfDate(db, companyId, date);
  return year ? netByAccount(db, companyId, year.startDate, date) : new Map();
}

/**
 * The balance sheet at a date, beside the same figures at the end of the previous fiscal year (the day before the
 * date's year starts, or `previousDate` when asked): every balance-sheet account from its year's opening voucher
 * to the date, with the year's profit so far beside equity (it joins retained earnings when the year is closed),
 * so assets always equal liabilities + equity + that profit, in both columns. Before the first year the previous
 * column is all zeros.
 */
export function balanceSheet(
  db: Queryable,
  companyId: number,
  query: { date?: string | undefined; previousDate?: string | undefined; level: StatementLevel },
) {
  const year = query.date ? yearOfDate(db, companyId, query.date) : currentYear(db, companyId);
  if (!year)
    throw new DomainError('invalid', 'PERIOD_OUTSIDE_YEAR', [{ path: 'query.date', message: 'PERIOD_OUTSIDE_YEAR' }]);
  const date = query.date ?? year.endDate;
  const previousDate = query.previousDate ?? addDays(year.startDate, -1);
  if (previousDate >= date) {
    throw new DomainError('invalid', 'COMPARISON_NOT_BEFORE', [
      { path: 'query.previousDate', message: 'COMPARISON_NOT_BEFORE' },
    ]);
  }
  const chart = loadChart(db, companyId);
  const nets = sheetNets(db, companyId, date);
  const previousNets = sheetNets(db, companyId, previousDate);
  const rows = statementRows(chart, ['ASSET', 'LIABILITY', 'EQUITY'], query.level, nets, previousNets);
  const totals = (field: 'amount' | 'previous', figures: Map<number, number>) => {
    const currentProfit = [...figures].reduce((sum, [accountId, net]) => {
      const type = chart.byId.get(accountId)?.type;
      return type === 'REVENUE' || type === 'EXPENSE' ? sum - net : sum;
    }, 0);
    const liabilities = sumOf(rows, 'LIABILITY', field);
    const equity = sumOf(rows, 'EQUITY', field);
    return {
      assets: sumOf(rows, 'ASSET', field),
      liabilities,
      equity,
      currentProfit,
      liabilitiesAndEquity: liabilities + equity + currentProfit,
    };
  };
  return {
    date,
    fiscalYearId: year.id,
    previousDate,
    rows,
    totals: totals('amount', nets),
    previousTotals: totals('previous', previousNets),
  };
}
