// Matchers, example ids and shapes shared by the income and expense pact tests.
import { internetExpenseExample } from '@daftar/contracts/examples/money-records';
import type { MoneyRecordCreateInput } from '@daftar/contracts/endpoints/money-records-schemas';
import { MatchersV3 } from '@pact-foundation/pact';
import { pactAccount, pactGroup } from '../../lib/api/testing/chart-pact.ts';
import { isoDate, isoDateTimeLike, oneOf, providerIds } from '../../lib/api/testing/matchers.ts';

export const { arrayContaining, boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const isoDateTime = isoDateTimeLike('2026-04-21T08:30:00.000Z');

export const hasRecords = 'a company of the signed-in user has income and expense records';
export const company = { companyId: 1 };
export const recordsPath = '/api/v1/companies/1/money-records';

/** Ids the provider's state answers; the examples stand in for them in the consumer run. */
export const example = {
  expenseId: 1,
  incomeId: 2,
  finalExpenseId: 3,
  bankId: 250,
  cashId: 251,
  stakeholderId: 9,
  rentAccountId: 60,
  internetAccountId: 62,
  interestAccountId: 30,
};
type Injected = keyof typeof example;
const stateIds = providerIds(example);
export const injected = stateIds.injected;
/** `/money-records/${id}`, with the state's id. */
export const recordAt = (name: Injected) => stateIds.at(recordsPath, name);
/** `/money-records/${id}/reverse`, with the state's id. */
export const reverseAt = (name: Injected) => stateIds.at(recordsPath, name, '/reverse');

/** A record as every answer gives it, each field matched by type (the kind by its example). */
export function record(kind: 'INCOME' | 'EXPENSE', vat = 0) {
  const amount = kind === 'EXPENSE' ? 150_000_000 : 8_400_000;
  return {
    id: integer(1),
    kind: oneOf(['INCOME', 'EXPENSE'], kind),
    number: integer(1),
    fiscalYearId: integer(1),
    date: isoDate('2026-04-21'),
    categoryAccountId: integer(60),
    categoryCode: string('8103'),
    categoryName: string('هزینه اجاره'),
    categoryNameEn: string('Rent'),
    amount: integer(amount),
    vatRate: integer(vat ? 10 : 0),
    vat: integer(vat),
    total: integer(amount + vat),
    treasuryId: integer(250),
    treasuryKind: oneOf(['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'], 'BANK_ACCOUNT'),
    treasuryCode: string('20001'),
    treasuryName: string('بانک ملت — حساب جاری'),
    stakeholderId: null,
    stakeholderCode: null,
    stakeholderName: null,
    description: string('اجاره مغازه اردیبهشت'),
    // The state's rent carries a receipt number, its bank interest none.
    reference: kind === 'EXPENSE' ? string('RC-1405-02') : null,
    voucherId: integer(50),
    voucherNumber: integer(1),
    voucherStatus: oneOf(['TEMPORARY', 'FINAL'], 'TEMPORARY'),
    status: oneOf(['ACTIVE', 'REVERSED'], 'ACTIVE'),
    reversalVoucherId: null,
    reversalVoucherNumber: null,
    reversalDate: null,
    reversedAt: null,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  };
}

/** The record a create or an update sends and answers: the internet bill with 10% VAT and the supplier. */
const { categoryCode: _code, ...internet } = internetExpenseExample;
export const internetInput = {
  ...internet,
  categoryAccountId: example.internetAccountId,
  treasuryId: example.cashId,
  stakeholderId: example.stakeholderId,
} satisfies MoneyRecordCreateInput;

export function internetBody(input: MoneyRecordCreateInput) {
  return {
    ...input,
    categoryAccountId: injected('internetAccountId'),
    treasuryId: injected('cashId'),
    stakeholderId: injected('stakeholderId'),
  };
}

/** The internet bill as answered: its figures, the supplier and the cash box. */
export const internetRecord = {
  ...record('EXPENSE', 450_000),
  categoryCode: string('8105'),
  amount: integer(4_500_000),
  total: integer(4_950_000),
  treasuryKind: oneOf(['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'], 'CASH_BOX'),
  stakeholderId: integer(9),
  stakeholderCode: string('1009'),
  stakeholderName: string('مخابرات منطقه ۳'),
};

/** The state's FINAL telephone bill once reversed: its voucher stays FINAL, the reversal linked beside it. */
export const reversedRecord = {
  ...record('EXPENSE'),
  categoryCode: string('8105'),
  amount: integer(2_300_000),
  total: integer(2_300_000),
  reference: null,
  voucherStatus: 'FINAL',
  status: 'REVERSED',
  reversalVoucherId: integer(51),
  reversalVoucherNumber: integer(4),
  reversalDate: isoDate('2026-06-01'),
  reversedAt: isoDateTime,
};

/** The state's year 1405: Farvardin empty of records, Ordibehesht the rent and the bank interest. */
const chartMonth = (start: string, end: string, month: number, income: number, expense: number) => ({
  start: isoDate(start),
  end: isoDate(end),
  year: integer(1405),
  month: integer(month),
  income: integer(income),
  expense: integer(expense),
  cashPosition: integer(58_100_000),
});
export const chartsAnswer = {
  fiscalYear: {
    id: integer(1),
    name: string('1405'),
    startDate: isoDate('2026-03-21'),
    endDate: isoDate('2027-03-20'),
  },
  months: [
    chartMonth('2026-03-21', '2026-04-20', 1, 0, 0),
    chartMonth('2026-04-21', '2026-05-21', 2, 8_400_000, 152_300_000),
    ...Array.from({ length: 10 }, (_, index) => chartMonth('2026-05-22', '2026-06-21', index + 3, 0, 0)),
  ],
};

const rentName = ['هزینه اجاره', 'Rent'] as const;
export const account = pactAccount({
  id: 60,
  parentId: 20,
  code: string('8103'),
  name: rentName,
  type: 'EXPENSE',
  system: false,
  createdAt: isoDateTime,
});

/** The chart holds groups (no parent) beside the accounts below them. */
export const group = pactGroup(account, string('8'), ['هزینه‌ها', 'Expenses']);

export const tafsili = (kind: string, code: string, name: string) => ({
  id: integer(250),
  kind: oneOf(['PERSON', 'BANK_ACCOUNT', 'CASH_BOX', 'PETTY_CASH', 'PROJECT', 'OTHER'], kind),
  code: string(code),
  name: string(name),
  stakeholderId: null,
  archived: boolean(false),
  createdAt: isoDateTime,
});
