import type { LegalJournal } from '@daftar/contracts/endpoints/accounting-legal-books';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { reportTexts } from '../report-model.ts';
import { journalModel, rowDescription } from './legal-book-models.ts';
import { printedSheets } from './legal-book-fixtures.ts';

/** Keys with their values, so the test reads what each cell says without the text maps. */
const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key) as unknown as TFunction;

const settings = {
  fiscalYearId: 1,
  journal: { sealDate: null, registrationNumber: null, firstPage: 11 },
  ledger: { sealDate: null, registrationNumber: null, firstPage: 1 },
  granularity: 'DAY' as const,
  rowsPerPage: 2,
  openingClosingApart: true,
};
const row = (n: number, side: 'DEBIT' | 'CREDIT', amount: number) => ({
  row: n,
  line: ((n - 1) % 2) + 1,
  kind: 'NORMAL' as const,
  from: '2026-03-21',
  to: '2026-03-21',
  accountId: 9,
  code: '11',
  nameFa: 'موجودی نقد و بانک',
  nameEn: 'Cash and bank',
  side,
  debit: side === 'DEBIT' ? amount : 0,
  credit: side === 'CREDIT' ? amount : 0,
  firstVoucher: 1,
  lastVoucher: 2,
});
const journal: LegalJournal = {
  period: { fiscalYearId: 1, from: '2026-03-21', to: '2026-04-20' },
  settings,
  pages: [
    {
      number: 11,
      carriedIn: { debit: 0, credit: 0 },
      rows: [row(1, 'DEBIT', 500), row(2, 'CREDIT', 200)],
      carriedOut: { debit: 500, credit: 200 },
    },
    {
      number: 12,
      carriedIn: { debit: 500, credit: 200 },
      rows: [row(3, 'CREDIT', 300)],
      carriedOut: { debit: 500, credit: 500 },
    },
  ],
  totals: { debit: 500, credit: 500 },
  checks: [],
};

describe('the legal journal as the printed book', () => {
  it('opens each page with what it brings forward and closes it with what it carries; the last with the totals', () => {
    const texts = reportTexts(journalModel(journal, { t, language: 'en' }, 'title'));
    expect(texts.map((cells) => [cells[0], cells[5], cells[6], cells[7]])).toEqual([
      ['11', 'WEB_LEGAL_CARRIED_IN', '0', '0'],
      ['11', 'WEB_LEGAL_VOUCHER_RANGE(1,2)', '500', ''],
      ['11', 'WEB_LEGAL_VOUCHER_RANGE(1,2)', '', '200'],
      ['11', 'WEB_LEGAL_CARRIED_OUT', '500', '200'],
      ['12', 'WEB_LEGAL_CARRIED_IN', '500', '200'],
      ['12', 'WEB_LEGAL_VOUCHER_RANGE(1,2)', '', '300'],
      ['12', 'WEB_LEGAL_TOTALS_TO_DATE', '500', '500'],
    ]);
  });

  it('names the opening and closing vouchers, and one voucher by its number, in the page’s digits', () => {
    expect(rowDescription({ kind: 'OPENING', firstVoucher: 7, lastVoucher: 7 }, { t, language: 'fa' })).toBe(
      'WEB_LEGAL_OPENING_ROW(۷)',
    );
    expect(rowDescription({ kind: 'CLOSING', firstVoucher: 98, lastVoucher: 98 }, { t, language: 'en' })).toBe(
      'WEB_LEGAL_CLOSING_ROW(98)',
    );
    expect(rowDescription({ kind: 'NORMAL', firstVoucher: 5, lastVoucher: 5 }, { t, language: 'en' })).toBe(
      'WEB_LEGAL_ONE_VOUCHER(5)',
    );
  });

  it('prints each of the book’s pages on a sheet of its own, from its «brought forward» to its «carried forward»', () => {
    expect(printedSheets(journalModel(journal, { t, language: 'en' }, 'title'))).toEqual([
      [
        11,
        null,
        [
          'WEB_LEGAL_CARRIED_IN',
          'WEB_LEGAL_VOUCHER_RANGE(1,2)',
          'WEB_LEGAL_VOUCHER_RANGE(1,2)',
          'WEB_LEGAL_CARRIED_OUT',
        ],
      ],
      [12, null, ['WEB_LEGAL_CARRIED_IN', 'WEB_LEGAL_VOUCHER_RANGE(1,2)', 'WEB_LEGAL_TOTALS_TO_DATE']],
    ]);
  });
});
