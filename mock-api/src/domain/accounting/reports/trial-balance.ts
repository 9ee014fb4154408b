import { eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import type { AccountLevel } from '@daftar/db/schema/accounting-chart';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { byCode, loadChart } from './chart.ts';
import { type Period, type PeriodQuery, resolvePeriod } from './period.ts';
import { turnovers } from './turnovers.ts';

export type TrialBalanceLevel = AccountLevel | 'TAFSILI';

/**
 * The eight figures of an 8-column trial balance; the 2-, 4- and 6-column forms show a subset (balance; total and
 * balance; opening, period and balance). `opening` is the turnover before the period, the year's opening voucher
 * included; `total` = opening + period; `balance` nets the total onto one side.
 */
export interface Figures {
  openingDebit: number;
  openingCredit: number;
  periodDebit: number;
  periodCredit: number;
  totalDebit: number;
  totalCredit: number;
  balanceDebit: number;
  balanceCredit: number;
}

export interface TrialBalanceRow extends Figures {
  accountId: number;
  code: string;
  nameFa: string;
  nameEn: string | null;
  level: AccountLevel;
  tafsiliId: number | null;
  tafsiliCode: string | null;
  tafsiliName: string | null;
}

export interface TrialBalance {
  period: { fiscalYearId: number; from: string; to: string };
  level: TrialBalanceLevel;
  rows: TrialBalanceRow[];
  totals: Figures;
}

export const zeroFigures = (): Figures => ({
  openingDebit: 0,
  openingCredit: 0,
  periodDebit: 0,
  periodCredit: 0,
  totalDebit: 0,
  totalCredit: 0,
  balanceDebit: 0,
  balanceCredit: 0,
});

function add(
  into: Figures,
  turnover: Pick<Figures, 'openingDebit' | 'openingCredit' | 'periodDebit' | 'periodCredit'>,
) {
  into.openingDebit += turnover.openingDebit;
  into.openingCredit += turnover.openingCredit;
  into.periodDebit += turnover.periodDebit;
  into.periodCredit += turnover.periodCredit;
}

/** Fills total and balance from opening and period. */
export function settle(figures: Figures): Figures {
  figures.totalDebit = figures.openingDebit + figures.periodDebit;
  figures.totalCredit = figures.openingCredit + figures.periodCredit;
  const net = figures.totalDebit - figures.totalCredit;
  figures.balanceDebit = Math.max(net, 0);
  figures.balanceCredit = Math.max(-net, 0);
  return figures;
}

function tafsiliNames(db: Queryable, companyId: number) {
  const rows = db
    .select({ id: tafsiliAccounts.id, code: tafsiliAccounts.code, name: tafsiliAccounts.name })
    .from(tafsiliAccounts)
    .where(eq(tafsiliAccounts.companyId, companyId))
    .all();
  return new Map(rows.map((row) => [row.id, row]));
}

export function trialBalanceFor(db: Queryable, companyId: number, period: Period, level: TrialBalanceLevel) {
  const chart = loadChart(db, companyId);
  const byTafsili = level === 'TAFSILI';
  const names = byTafsili ? tafsiliNames(db, companyId) : new Map();
  const rows = new Map<string, TrialBalanceRow>();
  for (const turnover of turnovers(db, companyId, period, { byTafsili })) {
    const account = chart.ancestorAt(turnover.accountId, byTafsili ? 'MOEIN' : level);
    const key = `${account.id}:${turnover.tafsiliId ?? ''}`;
    let row = rows.get(key);
    if (!row) {
      const tafsili = turnover.tafsiliId === null ? undefined : names.get(turnover.tafsiliId);
      row = {
        accountId: account.id,
        code: account.code,
        nameFa: account.nameFa,
        nameEn: account.nameEn,
        level: account.level,
        tafsiliId: turnover.tafsiliId,
        tafsiliCode: tafsili?.code ?? null,
        tafsiliName: tafsili?.name ?? null,
        ...zeroFigures(),
      };
      rows.set(key, row);
    }
    add(row, turnover);
  }
  const sorted = [...rows.values()];
  for (const row of sorted) settle(row);
  sorted.sort((a, b) => byCode(a, b) || (a.tafsiliCode ?? '').localeCompare(b.tafsiliCode ?? ''));
  const totals = zeroFigures();
  for (const row of sorted) {
    add(totals, row);
    totals.balanceDebit += row.balanceDebit;
    totals.balanceCredit += row.balanceCredit;
  }
  totals.totalDebit = totals.openingDebit + totals.periodDebit;
  totals.totalCredit = totals.openingCredit + totals.periodCredit;
  return { rows: sorted, totals };
}

/** The trial balance at group, kol, moein or (moein × tafsili) level over a period of one fiscal year. */
export function trialBalance(
  db: Queryable,
  companyId: number,
  query: PeriodQuery & { level: TrialBalanceLevel },
): TrialBalance {
  const period = resolvePeriod(db, companyId, query);
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    level: query.level,
    ...trialBalanceFor(db, companyId, period, query.level),
  };
}
