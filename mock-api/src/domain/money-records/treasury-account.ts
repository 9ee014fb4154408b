import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { HttpError } from '../../http/http-error.ts';
import { getAccountingSettings } from '../accounting/settings.ts';

const settingOf = {
  CASH_BOX: 'cashAccountId',
  BANK_ACCOUNT: 'bankAccountId',
  PETTY_CASH: 'pettyCashAccountId',
} as const;

/**
 * The moein account a cash box, bank account or petty cash (a tafsili) posts to, from the accounting settings;
 * another company's tafsili or one of another kind is 400 at `path`.
 */
export function treasuryLedgerAccountId(db: Queryable, companyId: number, tafsiliId: number, path = 'body.treasuryId') {
  const tafsili = db
    .select({ kind: tafsiliAccounts.kind })
    .from(tafsiliAccounts)
    .where(and(eq(tafsiliAccounts.id, tafsiliId), eq(tafsiliAccounts.companyId, companyId)))
    .get();
  if (!tafsili) {
    throw new HttpError(400, 'TREASURY_ACCOUNT_NOT_FOUND', [{ path, message: 'TREASURY_ACCOUNT_NOT_FOUND' }]);
  }
  if (!(tafsili.kind in settingOf)) {
    throw new HttpError(400, 'NOT_A_TREASURY_ACCOUNT', [{ path, message: 'NOT_A_TREASURY_ACCOUNT' }]);
  }
  const field = settingOf[tafsili.kind as keyof typeof settingOf];
  const accountId = getAccountingSettings(db, companyId)[field];
  if (accountId === null) {
    throw new HttpError(409, 'TREASURY_ACCOUNTS_MISSING', [{ path, message: 'TREASURY_ACCOUNTS_MISSING' }]);
  }
  return accountId;
}
