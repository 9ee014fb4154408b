// Matchers, example ids and shapes shared by the books' pact tests (reports; chart, tafsili and settings).
import { type DefaultAccountField, defaultAccountFields } from '@daftar/contracts/endpoints/accounting-settings';
import { MatchersV3 } from '@pact-foundation/pact';
import { pactAccount, pactGroup } from '../../lib/api/testing/chart-pact.ts';
import { isoDate, isoDateTimeLike, oneOf, providerIds, recordCode } from '../../lib/api/testing/matchers.ts';

export const { arrayContaining, boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

export { isoDate, oneOf };
export const isoDateTime = isoDateTimeLike('2026-03-21T08:30:00.000Z');
export const code = recordCode;

/** Ids the provider's state answers (its autoincrement counters survive resets); the examples are a fresh chart's. */
export const example = {
  cashKolId: 9,
  cashAccountId: 32,
  bankAccountId: 33,
  pettyCashAccountId: 34,
  capitalAccountId: 60,
  drawingsAccountId: 62,
  receivablesAccountId: 35,
  suppliesAccountId: 77,
  payablesAccountId: 50,
  salesAccountId: 63,
  salesReturnsAccountId: 65,
  purchasesAccountId: 70,
  vatPayableAccountId: 52,
  vatReceivableAccountId: 37,
  retainedEarningsAccountId: 61,
  tafsiliId: 1,
  fiscalYearId: 1,
  lockId: 1,
};
export type Injected = keyof typeof example;
const stateIds = providerIds(example);
export const injected = stateIds.injected;
export const injectedText = (name: Injected) => fromProviderState(`\${${name}}`, String(example[name]));
export const injectedPath = (path: string, name: Injected) => stateIds.at(path, name);
export const ids = { companyId: 1 };

/** The settings' default accounts (`defaultAccountFields`, in their order), each with `value` of its field. */
export function eachDefaultAccount<V>(value: (field: DefaultAccountField) => V) {
  return Object.fromEntries(defaultAccountFields.map((field) => [field, value(field)])) as Record<
    DefaultAccountField,
    V
  >;
}
export const posted = 'a company of the signed-in user has posted vouchers';
export const postedParams = ids;
export const keepsBooks = 'a company of the signed-in user keeps books';
export const sealedMonth = "a company of the signed-in user has its first month's books final and sealed";
export const lockedMonth = 'a company of the signed-in user has its first month locked';
export const reports = '/api/v1/companies/1/accounting/reports';
export const accountsPath = '/api/v1/companies/1/accounting/accounts';
export const tafsiliPath = '/api/v1/companies/1/accounting/tafsili';
export const settingsPath = '/api/v1/companies/1/accounting/settings';

export const period = { fiscalYearId: integer(1), from: isoDate('2026-03-21'), to: isoDate('2027-03-20') };
export const amount = (example: number) => integer(example);

const cashName = ['صندوق', 'Cash on hand'] as const;
export const account = pactAccount({
  id: 32,
  parentId: 9,
  code: code('1101'),
  name: cashName,
  type: 'ASSET',
  system: true,
  createdAt: isoDateTime,
});

/** The chart holds groups (no parent) and accounts below them. */
export const group = pactGroup(account, code('1'), ['دارایی‌های جاری', 'Current assets']);

export const tafsili = {
  id: integer(1),
  kind: oneOf(['PERSON', 'BANK_ACCOUNT', 'CASH_BOX', 'PETTY_CASH', 'PROJECT', 'OTHER'], 'PERSON'),
  code: code('1'),
  name: string('مریم احمدی'),
  stakeholderId: like(null),
  archived: boolean(false),
  createdAt: isoDateTime,
};

export const eightColumns = {
  openingDebit: amount(0),
  openingCredit: amount(0),
  periodDebit: amount(12_000_000),
  periodCredit: amount(2_500_000),
  totalDebit: amount(12_000_000),
  totalCredit: amount(2_500_000),
  balanceDebit: amount(9_500_000),
  balanceCredit: amount(0),
};

export const statementRow = {
  accountId: integer(63),
  code: code('6101'),
  nameFa: string('فروش کالا'),
  nameEn: string('Sales of goods'),
  type: oneOf(['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE'], 'REVENUE'),
  amount: amount(20_000_000),
};
