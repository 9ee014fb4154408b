import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { type TafsiliKind, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { voucherLines } from '@daftar/db/schema/accounting-journal';
import { treasurySettings } from '@daftar/db/schema/treasury';
import { DomainError } from '../errors.ts';
import { getAccountingSettings } from '../accounting/settings.ts';

/*
 * The seam every document that moves money uses (transfers, petty cash and owners here; income and expense records
 * elsewhere): which moein account a treasury tafsili posts to, its balance from the journal, and whether a cash box
 * may be paid below zero.
 */

export const treasuryTafsiliKinds = ['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'] as const;
export type TreasuryTafsiliKind = (typeof treasuryTafsiliKinds)[number];

const settingField = {
  CASH_BOX: 'cashAccountId',
  BANK_ACCOUNT: 'bankAccountId',
  PETTY_CASH: 'pettyCashAccountId',
} as const;

function isTreasuryKind(kind: TafsiliKind): kind is TreasuryTafsiliKind {
  return (treasuryTafsiliKinds as readonly string[]).includes(kind);
}

/** The company's treasury tafsili and its kind; another company's, or a tafsili of another kind, is 400 at `path`. */
export function treasuryTafsili(
  db: Queryable,
  companyId: number,
  tafsiliId: number,
  path = 'body.treasuryId',
): { id: number; kind: TreasuryTafsiliKind; name: string } {
  const row = db
    .select({ id: tafsiliAccounts.id, kind: tafsiliAccounts.kind, name: tafsiliAccounts.name })
    .from(tafsiliAccounts)
    .where(and(eq(tafsiliAccounts.id, tafsiliId), eq(tafsiliAccounts.companyId, companyId)))
    .get();
  if (!row)
    throw new DomainError('invalid', 'TREASURY_ACCOUNT_NOT_FOUND', [{ path, message: 'TREASURY_ACCOUNT_NOT_FOUND' }]);
  const { kind } = row;
  if (!isTreasuryKind(kind)) {
    throw new DomainError('invalid', 'NOT_A_TREASURY_ACCOUNT', [{ path, message: 'NOT_A_TREASURY_ACCOUNT' }]);
  }
  return { id: row.id, kind, name: row.name };
}

/**
 * The moein account a treasury tafsili posts to: a cash box to the settings' cash account, a bank account to the
 * bank account, a petty-cash holder to petty cash. Refuses (400 at `path`) a tafsili of another company or kind, and
 * settings without the account (409 TREASURY_ACCOUNTS_MISSING).
 */
export function treasuryLedgerAccountId(
  db: Queryable,
  companyId: number,
  tafsiliId: number,
  path = 'body.treasuryId',
): number {
  const { kind } = treasuryTafsili(db, companyId, tafsiliId, path);
  const accountId = getAccountingSettings(db, companyId)[settingField[kind]];
  if (accountId === null) {
    throw new DomainError('conflict', 'TREASURY_ACCOUNTS_MISSING', [{ path, message: 'TREASURY_ACCOUNTS_MISSING' }]);
  }
  return accountId;
}

/**
 * Debit − credit of every journal line on the tafsili under an account (all years); `withoutClosing` leaves out the
 * closing vouchers' lines, which move a year's result and would otherwise empty a partner's capital.
 */
export function tafsiliBalance(
  db: Queryable,
  companyId: number,
  tafsiliId: number,
  accountId: number,
  { withoutClosing = false } = {},
): number {
  const row = db
    .select({ balance: sql<number>`coalesce(sum(${voucherLines.debit} - ${voucherLines.credit}), 0)` })
    .from(voucherLines)
    .where(
      and(
        eq(voucherLines.companyId, companyId),
        eq(voucherLines.accountId, accountId),
        eq(voucherLines.tafsiliId, tafsiliId),
        withoutClosing ? sql`${voucherLines.voucherKind} <> 'CLOSING'` : undefined,
      ),
    )
    .get();
  return row?.balance ?? 0;
}

/** A treasury place's balance: its tafsili's lines under its moein account (all years, every voucher kind). */
export function treasuryBalance(db: Queryable, companyId: number, tafsiliId: number, accountId: number): number {
  return tafsiliBalance(db, companyId, tafsiliId, accountId);
}

export function cashMayGoNegative(db: Queryable, companyId: number): boolean {
  const row = db
    .select({ allowed: treasurySettings.cashMayGoNegative })
    .from(treasurySettings)
    .where(eq(treasurySettings.companyId, companyId))
    .get();
  return row?.allowed ?? false;
}

/**
 * Refuses (400 CASH_BOX_NEGATIVE at `path`, bad input as issue 16 lists it) paying `amount` out of a cash box whose journal balance is below it,
 * unless the company's treasury settings let cash boxes go negative. Bank accounts and petty cash are not limited.
 * An edited document passes only the increase over what it already took (or removes its old voucher first).
 */
export function assertCanPayFrom(
  tx: Queryable,
  companyId: number,
  tafsiliId: number,
  amount: number,
  path = 'body.amount',
): void {
  const { kind } = treasuryTafsili(tx, companyId, tafsiliId);
  if (kind !== 'CASH_BOX' || amount <= 0 || cashMayGoNegative(tx, companyId)) return;
  const balance = treasuryBalance(tx, companyId, tafsiliId, treasuryLedgerAccountId(tx, companyId, tafsiliId));
  if (balance - amount < 0) {
    throw new DomainError('invalid', 'CASH_BOX_NEGATIVE', [{ path, message: 'CASH_BOX_NEGATIVE' }]);
  }
}
