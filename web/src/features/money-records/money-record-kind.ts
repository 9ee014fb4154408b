import type { MoneyRecord, MoneyRecordKind } from '@daftar/contracts/endpoints/money-records-schemas';

/** What differs between /income and /expense: the path, the category's account type and each screen's words. */
export interface KindSpec {
  kind: MoneyRecordKind;
  path: '/income' | '/expense';
  categoryType: 'REVENUE' | 'EXPENSE';
  /** The area's nav and breadcrumb label. */
  nav: string;
  newLabel: string;
  emptyTitle: string;
  emptyBody: string;
  treasuryLabel: string;
  numberOf: string;
  saved: string;
}

export const kindSpecs: Record<MoneyRecordKind, KindSpec> = {
  INCOME: {
    kind: 'INCOME',
    path: '/income',
    categoryType: 'REVENUE',
    nav: 'WEB_NAV_INCOME',
    newLabel: 'WEB_MONEY_NEW_INCOME',
    emptyTitle: 'WEB_MONEY_EMPTY_INCOME_TITLE',
    emptyBody: 'WEB_MONEY_EMPTY_INCOME_BODY',
    treasuryLabel: 'WEB_MONEY_RECEIVED_INTO',
    numberOf: 'WEB_MONEY_INCOME_NUMBER_OF',
    saved: 'WEB_MONEY_INCOME_SAVED',
  },
  EXPENSE: {
    kind: 'EXPENSE',
    path: '/expense',
    categoryType: 'EXPENSE',
    nav: 'WEB_NAV_EXPENSE',
    newLabel: 'WEB_MONEY_NEW_EXPENSE',
    emptyTitle: 'WEB_MONEY_EMPTY_EXPENSE_TITLE',
    emptyBody: 'WEB_MONEY_EMPTY_EXPENSE_BODY',
    treasuryLabel: 'WEB_MONEY_PAID_FROM',
    numberOf: 'WEB_MONEY_EXPENSE_NUMBER_OF',
    saved: 'WEB_MONEY_EXPENSE_SAVED',
  },
};

export const recordPath = (record: Pick<MoneyRecord, 'kind' | 'id'>) => `${kindSpecs[record.kind].path}/${record.id}`;

/** The record may change while its voucher is TEMPORARY and it is not reversed (the server says 409 otherwise). */
export const isEditable = (record: Pick<MoneyRecord, 'voucherStatus' | 'status'>) =>
  record.voucherStatus !== 'FINAL' && record.status === 'ACTIVE';

/** Once its voucher is FINAL a record can only be reversed (once) or copied. */
export const isReversible = (record: Pick<MoneyRecord, 'voucherStatus' | 'status'>) =>
  record.voucherStatus === 'FINAL' && record.status === 'ACTIVE';

export const treasuryKindKeys = {
  CASH_BOX: 'WEB_MONEY_TREASURY_CASH_BOX',
  BANK_ACCOUNT: 'WEB_MONEY_TREASURY_BANK_ACCOUNT',
  PETTY_CASH: 'WEB_MONEY_TREASURY_PETTY_CASH',
} as const;
