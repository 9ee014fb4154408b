import { defaultAccountFields } from '@daftar/contracts/endpoints/accounting-settings';
import { and, eq } from 'drizzle-orm';
import type { FieldError } from '@daftar/contracts/envelope';
import type { Db, Queryable } from '@daftar/db/client';
import { accounts } from '@daftar/db/schema/accounting-chart';
import { type AccountingSettingsRow, accountingSettings } from '@daftar/db/schema/accounting-years';
import { DomainError } from '../errors.ts';

export type AccountingSettings = Omit<AccountingSettingsRow, 'companyId' | 'updatedAt'>;
export type AccountingSettingsInput = Omit<AccountingSettings, never>;

const blank: AccountingSettings = {
  ...Object.fromEntries(defaultAccountFields.map((field) => [field, null])),
  amountUnit: 'RIAL',
  fiscalYearStartMonth: 1,
  fiscalYearStartDay: 1,
} as AccountingSettings;

/** A company without a settings row yet reads the defaults: no default accounts, Rials, 1 Farvardin. */
export function getAccountingSettings(db: Queryable, companyId: number): AccountingSettings {
  const row = db.select().from(accountingSettings).where(eq(accountingSettings.companyId, companyId)).get();
  if (!row) return blank;
  const { companyId: _company, updatedAt: _updated, ...settings } = row;
  return settings;
}

/** Every default account must be one of the company's moein accounts (documents post to it). */
function accountErrors(db: Queryable, companyId: number, input: AccountingSettingsInput): FieldError[] {
  return defaultAccountFields.flatMap((field): FieldError[] => {
    const id = input[field];
    if (id === null) return [];
    const account = db
      .select({ level: accounts.level })
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.companyId, companyId)))
      .get();
    if (!account) return [{ path: `body.${field}`, message: 'ACCOUNT_NOT_FOUND' }];
    return account.level === 'MOEIN' ? [] : [{ path: `body.${field}`, message: 'ACCOUNT_NOT_POSTABLE' }];
  });
}

export function updateAccountingSettings(
  db: Db,
  companyId: number,
  input: AccountingSettingsInput,
): AccountingSettings {
  return db.transaction((tx) => {
    const errors = accountErrors(tx, companyId, input);
    const first = errors[0];
    if (first) throw new DomainError('invalid', first.message, errors);
    const values = { ...input, updatedAt: new Date().toISOString() };
    tx.insert(accountingSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: accountingSettings.companyId, set: values })
      .run();
    return getAccountingSettings(tx, companyId);
  });
}
