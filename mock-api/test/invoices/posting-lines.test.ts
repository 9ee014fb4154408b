import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultAccountFields } from '@daftar/contracts/endpoints/accounting-settings';
import { describe, expect, it } from 'vitest';
import type { AccountingSettings } from '../../src/domain/accounting/settings.ts';
import { DomainError } from '../../src/domain/errors.ts';
import {
  invoiceDescription,
  invoicePostingLines,
  invoiceSource,
  paymentDescription,
  paymentPostingLines,
  paymentSource,
  returnPostingLines,
  returnSource,
  settingsMoneyAccountId,
} from '../../src/domain/invoices/invoice-posting.ts';

/**
 * The invoice documents' voucher lines from the settings alone, where the API tests cannot reach: a VAT-exempt
 * document has no zero VAT line, a missing account is named, each payment method's money account. Account ids here
 * are the standard chart's codes, so a line reads as the accountant's books do.
 */
const settings = {
  receivablesAccountId: 1201,
  payablesAccountId: 3101,
  salesAccountId: 6101,
  salesReturnsAccountId: 6201,
  purchasesAccountId: 7102,
  vatPayableAccountId: 3201,
  vatReceivableAccountId: 1301,
  cashAccountId: 1101,
  bankAccountId: 1102,
  pettyCashAccountId: 1103,
  capitalAccountId: 5101,
  drawingsAccountId: 5301,
  retainedEarningsAccountId: 5201,
  amountUnit: 'RIAL',
  fiscalYearStartMonth: 1,
  fiscalYearStartDay: 1,
} satisfies AccountingSettings;
const party = 77;

/** [side, account, tafsili, amount] of each line, as the posting table in docs/accounting.md lists them. */
const sides = (lines: ReturnType<typeof invoicePostingLines>) =>
  lines.map((line) => [
    line.debit > 0 ? 'D' : 'C',
    line.accountId,
    line.tafsiliId,
    line.debit > 0 ? line.debit : line.credit,
  ]);

/** The fields a refusal names, or the lines when there was none. */
function missingFields(post: () => unknown): string[] {
  try {
    post();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect([error.kind, error.code]).toEqual(['conflict', 'INVOICE_ACCOUNTS_MISSING']);
    const fields = error.errors ?? [];
    expect(fields.map((field) => field.message)).toEqual(fields.map(() => 'INVOICE_ACCOUNTS_MISSING'));
    return fields.map((field) => field.path);
  }
  return [];
}

describe('an invoice document without VAT', () => {
  it('a VAT-exempt sale posts receivables against sales, with no zero VAT line', () => {
    expect(sides(invoicePostingLines(settings, { kind: 'SELL', grandTotal: 950_000, vatTotal: 0 }, party))).toEqual([
      ['D', 1201, party, 950_000],
      ['C', 6101, null, 950_000],
    ]);
  });

  it('a VAT-exempt purchase posts purchases against payables, with no zero VAT line', () => {
    expect(sides(invoicePostingLines(settings, { kind: 'PURCHASE', grandTotal: 950_000, vatTotal: 0 }, party))).toEqual(
      [
        ['D', 7102, null, 950_000],
        ['C', 3101, party, 950_000],
      ],
    );
  });

  it('returns of VAT-exempt goods reverse them the same way', () => {
    const figures = { net: 400_000, vat: 0, total: 400_000 };
    expect(sides(returnPostingLines(settings, 'SELL', figures, party))).toEqual([
      ['D', 6201, null, 400_000],
      ['C', 1201, party, 400_000],
    ]);
    expect(sides(returnPostingLines(settings, 'PURCHASE', figures, party))).toEqual([
      ['D', 3101, party, 400_000],
      ['C', 7102, null, 400_000],
    ]);
  });
});

describe('the accounts a document needs', () => {
  const without = (...fields: (typeof defaultAccountFields)[number][]) => ({
    ...settings,
    ...Object.fromEntries(fields.map((field) => [field, null])),
  });

  it('a company with no default accounts is told every account the document needs, and only those', () => {
    const none = without(...defaultAccountFields);
    const sale = { kind: 'SELL', grandTotal: 1_100_000, vatTotal: 100_000 } as const;
    expect(missingFields(() => invoicePostingLines(none, sale, party))).toEqual([
      'settings.receivablesAccountId',
      'settings.salesAccountId',
      'settings.vatPayableAccountId',
    ]);
    expect(missingFields(() => invoicePostingLines(none, { ...sale, kind: 'PURCHASE' }, party))).toEqual([
      'settings.payablesAccountId',
      'settings.purchasesAccountId',
      'settings.vatReceivableAccountId',
    ]);
    const figures = { net: 100_000, vat: 10_000, total: 110_000 };
    expect(missingFields(() => returnPostingLines(none, 'SELL', figures, party))).toEqual([
      'settings.receivablesAccountId',
      'settings.salesReturnsAccountId',
      'settings.vatPayableAccountId',
    ]);
    expect(missingFields(() => returnPostingLines(none, 'PURCHASE', figures, party))).toEqual([
      'settings.payablesAccountId',
      'settings.purchasesAccountId',
      'settings.vatReceivableAccountId',
    ]);
  });

  it('one missing account is the only one named; the other settings post as set', () => {
    const sale = { kind: 'SELL', grandTotal: 1_100_000, vatTotal: 100_000 } as const;
    expect(missingFields(() => invoicePostingLines(without('vatPayableAccountId'), sale, party))).toEqual([
      'settings.vatPayableAccountId',
    ]);
    expect(missingFields(() => invoicePostingLines(without('bankAccountId'), sale, party))).toEqual([]);
  });
});

describe('the money account of a payment', () => {
  it('cash goes through the cash account; a transfer, a card and a cheque through the bank', () => {
    expect(
      (['CASH', 'BANK', 'CARD', 'CHEQUE'] as const).map((method) => settingsMoneyAccountId(settings, method)),
    ).toEqual([1101, 1102, 1102, 1102]);
    expect(missingFields(() => settingsMoneyAccountId({ ...settings, bankAccountId: null }, 'CHEQUE'))).toEqual([
      'settings.bankAccountId',
    ]);
  });

  it("a payment method's own account and tafsili take the place of the settings' cash or bank", () => {
    const payment = { method: 'CARD', amount: 250_000, tafsiliId: 12, accountId: 1105 } as const;
    expect(sides(paymentPostingLines(settings, 'SELL', payment, party))).toEqual([
      ['D', 1105, 12, 250_000],
      ['C', 1201, party, 250_000],
    ]);
    expect(sides(paymentPostingLines(settings, 'PURCHASE', payment, party))).toEqual([
      ['C', 1105, 12, 250_000],
      ['D', 3101, party, 250_000],
    ]);
  });
});

describe("a document's voucher description", () => {
  it("names the party as one line of words, however its name's spaces were typed", () => {
    const sale = { kind: 'SELL', stakeholderName: 'پخش  البرز\t تهران' } as const;
    expect(invoiceDescription(sale, 'S-12')).toBe('فاکتور فروش S-12 — پخش البرز تهران');
    expect(paymentDescription({ ...sale, kind: 'PURCHASE' }, '7')).toBe('پرداخت بابت فاکتور خرید 7 — پخش البرز تهران');
  });
});

describe("the documents' names in the journal", () => {
  it('are the source types the posting table of docs/accounting.md gives them', () => {
    const docs = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'accounting.md'), 'utf8');
    const sourceOf = (document: string) => new RegExp(`^\\| ${document} \\(\`([A-Z_]+)\`\\)`, 'm').exec(docs)?.[1];
    expect([invoiceSource, paymentSource, returnSource]).toEqual([
      sourceOf('sell invoice'),
      sourceOf('payment received'),
      sourceOf('sell return'),
    ]);
  });
});
