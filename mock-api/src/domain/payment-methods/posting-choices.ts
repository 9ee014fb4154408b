import type { PaymentMethodChoices } from '@daftar/contracts/endpoints/payment-methods';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FieldError } from '@daftar/contracts/envelope';
import type { Queryable } from '@daftar/db/client';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { getAccountingSettings } from '../accounting/settings.ts';

/** The tafsili kinds that are treasury places (the treasury's cash boxes, bank accounts and petty cash). */
export const treasuryTafsiliKinds = ['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'] as const;

/** An account as a payment method shows it: its choices and the methods that post to it. */
export const accountChoiceColumns = {
  id: accounts.id,
  code: accounts.code,
  nameFa: accounts.nameFa,
  nameEn: accounts.nameEn,
};

/** A treasury tafsili as a payment method shows it. */
export const tafsiliChoiceColumns = {
  id: tafsiliAccounts.id,
  code: tafsiliAccounts.code,
  name: tafsiliAccounts.name,
  kind: tafsiliAccounts.kind,
};

/**
 * The kol accounts that hold the company's money: the parents of its cash, bank and petty-cash settings (the
 * standard chart's «موجودی نقد و بانک», 11). Codes and names are the company's to change, so the settings decide.
 */
function cashAndBankKolIds(db: Queryable, companyId: number): number[] {
  const settings = getAccountingSettings(db, companyId);
  const ids = [settings.cashAccountId, settings.bankAccountId, settings.pettyCashAccountId].filter(
    (id): id is number => id !== null,
  );
  if (ids.length === 0) return [];
  const parents = db
    .selectDistinct({ parentId: accounts.parentId })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)))
    .all();
  return parents.flatMap(({ parentId }) => (parentId === null ? [] : [parentId]));
}

/** What a payment method may post to: the active moein accounts under cash and banks, and the treasury tafsilis. */
export function listPaymentMethodChoices(db: Queryable, companyId: number): PaymentMethodChoices {
  const kols = cashAndBankKolIds(db, companyId);
  const moein =
    kols.length === 0
      ? []
      : db
          .select(accountChoiceColumns)
          .from(accounts)
          .where(
            and(
              eq(accounts.companyId, companyId),
              eq(accounts.level, 'MOEIN'),
              eq(accounts.archived, false),
              inArray(accounts.parentId, kols),
            ),
          )
          .orderBy(asc(accounts.code))
          .all();
  const tafsilis = db
    .select(tafsiliChoiceColumns)
    .from(tafsiliAccounts)
    .where(
      and(
        eq(tafsiliAccounts.companyId, companyId),
        eq(tafsiliAccounts.archived, false),
        inArray(tafsiliAccounts.kind, [...treasuryTafsiliKinds]),
      ),
    )
    .orderBy(asc(tafsiliAccounts.code))
    .all() as PaymentMethodChoices['tafsilis'];
  return { accounts: moein, tafsilis };
}

/** The input's account must be one of the choices, and its tafsili (when given) too: field errors otherwise. */
export function postingErrors(
  db: Queryable,
  companyId: number,
  input: { accountId: number; tafsiliId: number | null },
): FieldError[] {
  const choices = listPaymentMethodChoices(db, companyId);
  const errors: FieldError[] = [];
  if (!choices.accounts.some((account) => account.id === input.accountId))
    errors.push({ path: 'body.accountId', message: 'ACCOUNT_NOT_CASH_OR_BANK' });
  if (input.tafsiliId !== null && !choices.tafsilis.some((tafsili) => tafsili.id === input.tafsiliId))
    errors.push({ path: 'body.tafsiliId', message: 'TAFSILI_NOT_TREASURY' });
  return errors;
}
