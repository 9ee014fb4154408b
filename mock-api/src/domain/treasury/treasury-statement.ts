import type { TreasuryStatementLine } from '@daftar/contracts/endpoints/treasury-schemas';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { voucherLines, vouchers } from '@daftar/db/schema/accounting-journal';
import { findTreasuryAccount } from './treasury-accounts.ts';
import { treasuryLedgerAccountId } from './treasury-ledger.ts';
import { pageWindow } from '../list-page.ts';

export interface TreasuryStatementQuery {
  page: number;
  pageSize: number;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A treasury account's statement from the journal: the balance before `from`, then its lines on its moein account
 * in (date, line) order, each with the balance after it (a window sum over the whole range, so any page's running
 * balance is right), and the range's sums. The statement runs across fiscal years, so a year-end's pair is left
 * out: the closing vouchers, and an opening voucher that restates a closing one these books hold (an earlier
 * closing); an opening with no closed year before it (balances brought from outside) stays.
 */
export function getTreasuryStatement(db: Queryable, companyId: number, id: number, query: TreasuryStatementQuery) {
  const account = findTreasuryAccount(db, companyId, id);
  const accountId = treasuryLedgerAccountId(db, companyId, account.tafsiliId);
  const mine = and(
    eq(voucherLines.companyId, companyId),
    eq(voucherLines.accountId, accountId),
    eq(voucherLines.tafsiliId, account.tafsiliId),
    sql`${voucherLines.voucherKind} <> 'CLOSING'`,
    sql`not (${voucherLines.voucherKind} = 'OPENING' and exists (select 1 from ${vouchers} closing
      where closing.company_id = ${companyId} and closing.kind = 'CLOSING' and closing.date < ${voucherLines.date}))`,
  );
  const before = query.from
    ? (db
        .select({ sum: sql<number>`coalesce(sum(${voucherLines.debit} - ${voucherLines.credit}), 0)` })
        .from(voucherLines)
        .where(and(mine, lt(voucherLines.date, query.from)))
        .get()?.sum ?? 0)
    : 0;
  const inRange = and(
    mine,
    query.from ? gte(voucherLines.date, query.from) : undefined,
    query.to ? lte(voucherLines.date, query.to) : undefined,
  );
  const sums = db
    .select({
      n: sql<number>`count(*)`,
      debit: sql<number>`coalesce(sum(${voucherLines.debit}), 0)`,
      credit: sql<number>`coalesce(sum(${voucherLines.credit}), 0)`,
    })
    .from(voucherLines)
    .where(inRange)
    .get() ?? { n: 0, debit: 0, credit: 0 };
  const rows: TreasuryStatementLine[] = pageWindow(
    db
      .select({
        lineId: voucherLines.id,
        voucherId: voucherLines.voucherId,
        voucherNumber: vouchers.number,
        date: voucherLines.date,
        description: sql<string | null>`coalesce(${voucherLines.description}, ${vouchers.description})`,
        sourceType: vouchers.sourceType,
        debit: voucherLines.debit,
        credit: voucherLines.credit,
        balance: sql<number>`${before} + sum(${voucherLines.debit} - ${voucherLines.credit}) over (order by ${voucherLines.date}, ${voucherLines.id})`,
      })
      .from(voucherLines)
      .innerJoin(vouchers, eq(vouchers.id, voucherLines.voucherId))
      .where(inRange)
      .orderBy(voucherLines.date, voucherLines.id)
      .$dynamic(),
    query,
  ).all();
  return {
    rows,
    total: sums.n,
    summary: { opening: before, debit: sums.debit, credit: sums.credit, closing: before + sums.debit - sums.credit },
  };
}
