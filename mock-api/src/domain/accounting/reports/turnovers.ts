import type { Queryable } from '@daftar/db/client';
import { addDays } from '@daftar/db/accounting/calendar';
import type { Period } from './period.ts';
import { type LineScope, rangeSums } from './range-sums.ts';

/** One account's (or account and tafsili's) movements: before the period (opening voucher included) and in it. */
export interface Turnover {
  accountId: number;
  tafsiliId: number | null;
  openingDebit: number;
  openingCredit: number;
  periodDebit: number;
  periodCredit: number;
}

/**
 * What the trial balance, the tafsili report and the ledger's balances read. "Before" is the year's lines dated
 * before the period plus its opening voucher; "period" the NORMAL lines in it. The year's closing vouchers are left
 * out: reports show the year before it was closed (closing would zero every balance).
 */
export function turnovers(db: Queryable, companyId: number, period: Period, scope: LineScope): Turnover[] {
  const rows = new Map<string, Turnover>();
  const into = (accountId: number, tafsiliId: number | null) => {
    const key = `${accountId}:${tafsiliId ?? ''}`;
    const row = rows.get(key) ?? {
      accountId,
      tafsiliId,
      openingDebit: 0,
      openingCredit: 0,
      periodDebit: 0,
      periodCredit: 0,
    };
    rows.set(key, row);
    return row;
  };
  // No closing voucher falls before the period: they are dated the year's last day, and a period ends by then.
  for (const sum of rangeSums(db, companyId, period.year.startDate, addDays(period.from, -1), scope)) {
    const row = into(sum.accountId, sum.tafsiliId);
    row.openingDebit += sum.debit;
    row.openingCredit += sum.credit;
  }
  for (const sum of rangeSums(db, companyId, period.from, period.to, scope)) {
    if (sum.kind === 'CLOSING') continue;
    const row = into(sum.accountId, sum.tafsiliId);
    if (sum.kind === 'OPENING') {
      row.openingDebit += sum.debit;
      row.openingCredit += sum.credit;
    } else {
      row.periodDebit += sum.debit;
      row.periodCredit += sum.credit;
    }
  }
  return [...rows.values()];
}

/** Debit − credit per moein account over [from, to] (any years), closing vouchers left out: what P&L reads. */
export function netByAccount(db: Queryable, companyId: number, from: string, to: string): Map<number, number> {
  const nets = new Map<number, number>();
  for (const sum of rangeSums(db, companyId, from, to, { byTafsili: false })) {
    if (sum.kind !== 'CLOSING') nets.set(sum.accountId, (nets.get(sum.accountId) ?? 0) + sum.debit - sum.credit);
  }
  return nets;
}
