import type { Db } from '@daftar/db/client';
import { generalLedger } from '../../src/domain/accounting/reports/ledger.ts';
import { balanceSheet, profitAndLoss } from '../../src/domain/accounting/reports/statements.ts';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { listDebtors } from '../../src/domain/people-reports/debtors.ts';
import { getItemStock } from '../../src/domain/stock/stock.ts';

/** A ledger page's cursor (`YYYY-MM-DD.lineId`) names a line by its id. */
const cursor = /^\d{4}-\d{2}-\d{2}\.\d+$/;

/** A report with every id and cursor left out: two companies' reports compare by what they say. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object')
    return typeof value === 'string' && cursor.test(value) ? 'cursor' : value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && !/Ids?$/.test(key))
      .map(([key, each]) => [key, withoutIds(each)]),
  );
}

const ids = (db: Db, sql: string, companyId: number) =>
  (db.$client.prepare(sql).all(companyId) as { id: number }[]).map((row) => row.id);

/**
 * Every report the round trip must keep, for each fiscal year: the trial balance at every level, profit and loss,
 * the balance sheet, every moein account's ledger whole, debtors and creditors at the year's end; and every item's
 * stock. Ids left out (`withoutIds`).
 */
export function companyReports(db: Db, companyId: number): unknown {
  const years = db.$client
    .prepare('select id, end_date as endDate from fiscal_years where company_id = ? order by start_date')
    .all(companyId) as { id: number; endDate: string }[];
  const accounts = ids(
    db,
    'select distinct account_id as id from voucher_lines where company_id = ? order by 1',
    companyId,
  );
  const items = ids(db, 'select id from items where company_id = ? order by code', companyId);
  const perYear = years.map((year) => {
    const period = { fiscalYearId: year.id };
    const debtors = (tab: 'DEBTORS' | 'CREDITORS') =>
      listDebtors(db, companyId, { date: year.endDate, tab, sort: '-balance', page: 1, pageSize: 10_000 });
    return {
      trialBalance: (['GROUP', 'KOL', 'MOEIN', 'TAFSILI'] as const).map((level) =>
        trialBalance(db, companyId, { ...period, level }),
      ),
      profitAndLoss: (['KOL', 'MOEIN'] as const).map((level) => profitAndLoss(db, companyId, { ...period, level })),
      balanceSheet: balanceSheet(db, companyId, { date: year.endDate, level: 'MOEIN' }),
      ledgers: accounts.map((accountId) => generalLedger(db, companyId, { ...period, accountId, pageSize: 100_000 })),
      debtors: debtors('DEBTORS'),
      creditors: debtors('CREDITORS'),
    };
  });
  return withoutIds({ perYear, stock: items.map((id) => getItemStock(db, companyId, id)) });
}
