import type { Dashboard } from '@daftar/contracts/endpoints/dashboard';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { rangeSums } from '../accounting/reports/range-sums.ts';

type Ageing = Dashboard['receivables']['ageing'];

/** The first day the company's books cover: its earliest fiscal year's start, or null with no year at all. */
export function booksStart(db: Queryable, companyId: number): string | null {
  return (
    db.get<{ start: string | null }>(
      sql`select min(start_date) as start from fiscal_years where company_id = ${companyId}`,
    )?.start ?? null
  );
}

/**
 * Debit − credit of each account from the books' start to `asOf`, every voucher kind included (a year's closing and
 * the next year's opening cancel out), read mostly from the monthly roll-up.
 */
export function balancesAt(db: Queryable, companyId: number, accountIds: number[], asOf: string): Map<number, number> {
  const start = booksStart(db, companyId);
  const balances = new Map(accountIds.map((id) => [id, 0]));
  if (start === null || accountIds.length === 0) return balances;
  for (const sum of rangeSums(db, companyId, start, asOf, { accountIds, byTafsili: false })) {
    balances.set(sum.accountId, (balances.get(sum.accountId) ?? 0) + sum.debit - sum.credit);
  }
  return balances;
}

/**
 * Open issued invoices of a kind (balance due > 0, issued by `asOf`), their balance due summed by how many days past
 * their due date (or issue date, without one) they are at `asOf`. One pass over the (company, kind, status, date…)
 * covering index.
 */
export function invoiceAgeing(
  db: Queryable,
  companyId: number,
  kind: 'SELL' | 'PURCHASE',
  asOf: string,
): { open: number; ageing: Ageing } {
  const row = db.get<Ageing & { open: number }>(sql`
    select coalesce(sum(balance_due), 0) as open,
      coalesce(sum(case when age <= 30 then balance_due end), 0) as upTo30,
      coalesce(sum(case when age between 31 and 60 then balance_due end), 0) as days31To60,
      coalesce(sum(case when age between 61 and 90 then balance_due end), 0) as days61To90,
      coalesce(sum(case when age > 90 then balance_due end), 0) as over90
    from (
      select balance_due, cast(julianday(${asOf}) - julianday(coalesce(due_date, issue_date)) as integer) as age
      from invoices
      where company_id = ${companyId} and kind = ${kind} and status not in ('DRAFT', 'CANCELLED', 'CONVERTED')
        and balance_due > 0 and issue_date <= ${asOf}
    )`);
  const { open = 0, ...ageing } = row ?? { upTo30: 0, days31To60: 0, days61To90: 0, over90: 0 };
  return { open, ageing };
}
