import { describe, expect, it } from 'vitest';
import {
  type MoneyRecordAccounts,
  moneyRecordDescription,
  moneyRecordPostingLines,
} from '../../src/domain/money-records/money-record-posting.ts';

/** The chart's accounts as a test names them: a rent category, the bank's moein and the VAT account of the kind. */
const rent = 6101;
const bank = 1102;
const vat = 1401;
const cashTafsili = 31;
const landlord = 77;
const accounts: MoneyRecordAccounts = { treasuryAccountId: bank, vatAccountId: vat, stakeholderTafsiliId: landlord };

const record = (kind: 'INCOME' | 'EXPENSE', amount: number, vatAmount: number) => ({
  kind,
  categoryAccountId: rent,
  amount,
  vat: vatAmount,
  total: amount + vatAmount,
  treasuryId: cashTafsili,
});

describe("a money record's voucher, line by line", () => {
  it('debits an expense to its category (the payee on it) and VAT receivable, and credits the treasury the total', () => {
    expect(moneyRecordPostingLines(record('EXPENSE', 12_000_000, 1_200_000), accounts)).toEqual([
      { accountId: rent, tafsiliId: landlord, debit: 12_000_000, credit: 0 },
      { accountId: vat, tafsiliId: null, debit: 1_200_000, credit: 0 },
      { accountId: bank, tafsiliId: cashTafsili, debit: 0, credit: 13_200_000 },
    ]);
  });

  it('debits the treasury the total of an income and credits its category and VAT payable', () => {
    expect(moneyRecordPostingLines(record('INCOME', 5_000_000, 500_000), accounts)).toEqual([
      { accountId: bank, tafsiliId: cashTafsili, debit: 5_500_000, credit: 0 },
      { accountId: rent, tafsiliId: landlord, debit: 0, credit: 5_000_000 },
      { accountId: vat, tafsiliId: null, debit: 0, credit: 500_000 },
    ]);
  });

  it('leaves out the VAT line of a record without VAT, on either side', () => {
    expect(moneyRecordPostingLines(record('EXPENSE', 800_000, 0), accounts).map((l) => l.accountId)).toEqual([
      rent,
      bank,
    ]);
    expect(moneyRecordPostingLines(record('INCOME', 800_000, 0), accounts).map((l) => l.accountId)).toEqual([
      bank,
      rent,
    ]);
  });

  it('describes the voucher by kind, category and what it was for', () => {
    expect(moneyRecordDescription({ kind: 'EXPENSE', categoryName: 'اجاره', description: 'دفتر مرکزی' })).toBe(
      'هزینه: اجاره — دفتر مرکزی',
    );
    expect(moneyRecordDescription({ kind: 'INCOME', categoryName: 'خدمات', description: null })).toBe('درآمد: خدمات');
    expect(moneyRecordDescription({ kind: 'INCOME', categoryName: 'خدمات', description: '' })).toBe('درآمد: خدمات');
  });
});
