import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { voucherLines } from '@daftar/db/schema/accounting-journal';
import { DomainError } from '../../errors.ts';
import { currentYear, yearOfDate } from '../fiscal-years.ts';
import { getTafsili } from '../tafsili.ts';
import { byCode, loadChart } from './chart.ts';
import { type PeriodQuery, resolvePeriod } from './period.ts';
import { turnovers } from './turnovers.ts';

/**
 * One tafsili's movements across the moein accounts it appears under (a customer under receivables and advances, a
 * bank account under banks and charges…): per account, the balance before the period, the period's debits and
 * credits, and the balance after (debit − credit).
 */
export function tafsiliReport(db: Queryable, companyId: number, query: PeriodQuery & { tafsiliId: number }) {
  const tafsili = getTafsili(db, companyId, query.tafsiliId);
  const period = resolvePeriod(db, companyId, query);
  const chart = loadChart(db, companyId);
  const rows = turnovers(db, companyId, period, { byTafsili: true, tafsiliId: tafsili.id })
    .map((turnover) => {
      const account = chart.ancestorAt(turnover.accountId, 'MOEIN');
      const openingBalance = turnover.openingDebit - turnover.openingCredit;
      return {
        accountId: account.id,
        code: account.code,
        nameFa: account.nameFa,
        nameEn: account.nameEn,
        openingBalance,
        periodDebit: turnover.periodDebit,
        periodCredit: turnover.periodCredit,
        closingBalance: openingBalance + turnover.periodDebit - turnover.periodCredit,
      };
    })
    .sort(byCode);
  const total = (field: 'openingBalance' | 'periodDebit' | 'periodCredit' | 'closingBalance') =>
    rows.reduce((sum, row) => sum + row[field], 0);
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    tafsili: { id: tafsili.id, code: tafsili.code, name: tafsili.name, kind: tafsili.kind },
    rows,
    totals: {
      openingBalance: total('openingBalance'),
      periodDebit: total('periodDebit'),
      periodCredit: total('periodCredit'),
      closingBalance: total('closingBalance'),
    },
  };
}

export type PartySide = 'DEBTORS' | 'CREDITORS' | 'ALL';

/**
 * Each person's balance at a date across every account (receivables, payables, advances), from the year's opening:
 * debtors owe the company (debit balance), creditors are owed. Largest balances first, a page at a time.
 */
export function debtorsAndCreditors(
  db: Queryable,
  companyId: number,
  query: { date?: string | undefined; side: PartySide; page: number; pageSize: number },
) {
  const year = query.date ? yearOfDate(db, companyId, query.date) : currentYear(db, companyId);
  if (!year)
    throw new DomainError('invalid', 'PERIOD_OUTSIDE_YEAR', [{ path: 'query.date', message: 'PERIOD_OUTSIDE_YEAR' }]);
  const date = query.date ?? year.endDate;
  const all = db
    .select({
      tafsiliId: tafsiliAccounts.id,
      code: tafsiliAccounts.code,
      name: tafsiliAccounts.name,
      stakeholderId: tafsiliAccounts.stakeholderId,
      debit: sql<number>`sum(${voucherLines.debit})`,
      credit: sql<number>`sum(${voucherLines.credit})`,
    })
    .from(voucherLines)
    .innerJoin(tafsiliAccounts, eq(tafsiliAccounts.id, voucherLines.tafsiliId))
    .where(
      and(
        eq(voucherLines.companyId, companyId),
        eq(tafsiliAccounts.kind, 'PERSON'),
        gte(voucherLines.date, year.startDate),
        lte(voucherLines.date, date),
        ne(voucherLines.voucherKind, 'CLOSING'),
      ),
    )
    .groupBy(tafsiliAccounts.id)
    .all()
    .map((row) => ({ ...row, balance: row.debit - row.credit }))
    .filter((row) =>
      query.side === 'DEBTORS' ? row.balance > 0 : query.side === 'CREDITORS' ? row.balance < 0 : row.balance !== 0,
    )
    .sort((a, b) => Math.abs(b.balance) - Math.abs(a.balance) || byCode(a, b));
  const start = (query.page - 1) * query.pageSize;
  return {
    date,
    fiscalYearId: year.id,
    rows: all.slice(start, start + query.pageSize),
    totals: {
      debtors: all.reduce((sum, row) => sum + Math.max(row.balance, 0), 0),
      creditors: all.reduce((sum, row) => sum + Math.max(-row.balance, 0), 0),
    },
    meta: { page: query.page, pageSize: query.pageSize, total: all.length },
  };
}
