import type { LegalLedger } from '@daftar/contracts/endpoints/accounting-legal-books';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ledgerModel } from './legal-book-models.ts';
import { printedSheets } from './legal-book-fixtures.ts';

const t = ((key: string) => key) as unknown as TFunction;
const running = (debit: number, credit: number) => ({
  debit,
  credit,
  balance: Math.abs(debit - credit),
  side: debit > credit ? ('DEBIT' as const) : debit < credit ? ('CREDIT' as const) : ('NONE' as const),
});
const row = (line: number, debit: number, credit: number) => ({
  line,
  kind: 'NORMAL' as const,
  from: '2026-03-21',
  to: '2026-03-21',
  journalPage: 1,
  journalLine: line,
  journalRow: line,
  firstVoucher: 1,
  lastVoucher: 1,
  debit,
  credit,
  balance: 0,
  side: 'NONE' as const,
});
const book = { sealDate: null, registrationNumber: null, firstPage: 1 };
const ledger: LegalLedger = {
  period: { fiscalYearId: 1, from: '2026-03-21', to: '2026-04-20' },
  settings: {
    fiscalYearId: 1,
    journal: book,
    ledger: book,
    granularity: 'DAY',
    rowsPerPage: 1,
    openingClosingApart: true,
  },
  accounts: [
    {
      accountId: 9,
      code: '11',
      nameFa: 'موجودی نقد و بانک',
      nameEn: 'Cash and bank',
      pages: [
        { number: 1, carriedIn: running(0, 0), rows: [row(1, 500, 0)], carriedOut: running(500, 0) },
        { number: 2, carriedIn: running(500, 0), rows: [row(2, 0, 200)], carriedOut: running(500, 200) },
      ],
      totals: { debit: 500, credit: 200 },
    },
    {
      accountId: 30,
      code: '61',
      nameFa: 'درآمد فروش',
      nameEn: 'Sales revenue',
      pages: [{ number: 1, carriedIn: running(0, 0), rows: [row(3, 0, 300)], carriedOut: running(0, 300) }],
      totals: { debit: 0, credit: 300 },
    },
  ],
  totals: { debit: 500, credit: 500 },
  checks: [],
};

describe('the legal ledger on paper', () => {
  it('prints each kol’s pages on sheets of their own, each named by its kol, from «brought forward» to «carried»', () => {
    expect(printedSheets(ledgerModel(ledger, { t, language: 'en' }, 'title'))).toEqual([
      [1, '11 — Cash and bank', ['WEB_LEGAL_CARRIED_IN', 'WEB_LEGAL_ONE_VOUCHER', 'WEB_LEGAL_CARRIED_OUT']],
      [2, '11 — Cash and bank', ['WEB_LEGAL_CARRIED_IN', 'WEB_LEGAL_ONE_VOUCHER', 'WEB_LEGAL_CARRIED_OUT']],
      [1, '61 — Sales revenue', ['WEB_LEGAL_CARRIED_IN', 'WEB_LEGAL_ONE_VOUCHER', 'WEB_LEGAL_CARRIED_OUT']],
    ]);
  });
});
