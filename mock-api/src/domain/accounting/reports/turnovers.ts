import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import type { Period } from './period.ts';

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
 * The trial balance's one aggregate. The year's closing vouchers are left out (reports show the year before it was
 * closed; closing would zero every balance). It reads only the voucher_lines_balance_idx index, whose order
 * (company, account, tafsili, …) is already the GROUP BY order: one pass, no sort, no table reads.
 */
export function turnovers(db: Queryable, companyId: number, period: Period, byTafsili: boolean): Turnover[] {
  const before = sql`(date < ${period.from} or voucher_kind = 'OPENING')`;
  const query = sql`
    select account_id as accountId, ${byTafsili ? sql`tafsili_id` : sql`null`} as tafsiliId,
      coalesce(sum(case when ${before} then debit end), 0) as openingDebit,
      coalesce(sum(case when ${before} then credit end), 0) as openingCredit,
      coalesce(sum(case when ${before} then null else debit end), 0) as periodDebit,
      coalesce(sum(case when ${before} then null else credit end), 0) as periodCredit
    from voucher_lines indexed by voucher_lines_balance_idx
    where company_id = ${companyId} and date >= ${period.year.startDate} and date <= ${period.to}
      and voucher_kind <> 'CLOSING'
    group by account_id${byTafsili ? sql`, tafsili_id` : sql``}`;
  return db.all<Turnover>(query);
}

/** Debit − credit per moein account over [from, to] (any years), closing vouchers left out: what P&L reads. */
export function netByAccount(db: Queryable, companyId: number, from: string, to: string): Map<number, number> {
  const rows = db.all<{ accountId: number; net: number }>(sql`
    select account_id as accountId, sum(debit) - sum(credit) as net
    from voucher_lines indexed by voucher_lines_balance_idx
    where company_id = ${companyId} and date >= ${from} and date <= ${to} and voucher_kind <> 'CLOSING'
    group by account_id`);
  return new Map(rows.map((row) => [row.accountId, row.net]));
}
