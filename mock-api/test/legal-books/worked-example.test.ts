import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronicBooksFile, electronicBooksPreview } from '../../src/domain/accounting/legal-books/electronic.ts';
import { legalJournal, legalLedger } from '../../src/domain/accounting/legal-books/legal-books.ts';
import { updateLegalBookSettings } from '../../src/domain/accounting/legal-books/settings.ts';
import type { Books } from '../accounting/books.ts';
import { farvardinBooks, farvardinSettings, j, M, month } from './farvardin-books.ts';

/** Farvardin 1405 of a small shop, its legal books worked out by hand: see farvardin-books.ts. */
let b: Books;
beforeAll(() => {
  b = farvardinBooks();
});
afterAll(() => b.dispose());

const compact = (row: { row: number; code: string; side: string; debit: number; credit: number }) =>
  `${row.row} ${row.code} ${row.side === 'DEBIT' ? `D${row.debit / M}` : `C${row.credit / M}`}`;

describe('the legal books of Farvardin 1405, figured by hand', () => {
  it('the journal by day: a row per kol and side, debits first, page by page with the carried totals', () => {
    const journal = legalJournal(b.db, b.companyId, month);
    expect(
      journal.pages.map((page) => ({
        number: page.number,
        rows: page.rows.map(compact),
        in: [page.carriedIn.debit / M, page.carriedIn.credit / M],
        out: [page.carriedOut.debit / M, page.carriedOut.credit / M],
      })),
    ).toEqual([
      { number: 11, rows: ['1 11 D100', '2 13 D4', '3 71 D40', '4 11 C44'], in: [0, 0], out: [144, 44] },
      { number: 12, rows: ['5 51 C100', '6 11 D33', '7 12 D22', '8 32 C5'], in: [144, 44], out: [199, 149] },
      { number: 13, rows: ['9 61 C50', '10 11 D22', '11 81 D10', '12 11 C10'], in: [199, 149], out: [231, 209] },
      { number: 14, rows: ['13 12 C22', '14 11 D11', '15 32 C1', '16 61 C10'], in: [231, 209], out: [242, 242] },
    ]);
    expect(journal.totals).toEqual({ debit: 242 * M, credit: 242 * M });
    const firstOfDay = journal.pages.flatMap((page) => page.rows).filter((row) => [1, 6, 10, 14].includes(row.row));
    expect(firstOfDay.map((row) => [row.from, row.firstVoucher, row.lastVoucher])).toEqual([
      [j(1), 1, 2],
      [j(2), 3, 4],
      [j(3), 5, 6],
      [j(5), 7, 7],
    ]);
  });

  it('every check is green: balanced, the three books agree at 242M, no gaps, all final, nothing before the seal', () => {
    const journal = legalJournal(b.db, b.companyId, month);
    expect(journal.checks.map((check) => [check.code, check.ok])).toEqual([
      ['BALANCED', true],
      ['TOTALS_AGREE', true],
      ['NO_NUMBER_GAPS', true],
      ['ALL_FINAL', true],
      ['AFTER_SEAL', true],
    ]);
    const sides = { debit: 242 * M, credit: 242 * M };
    expect(journal.checks[1]?.totals).toEqual({ journal: sides, ledger: sides, trialBalance: sides });
  });

  it('from 01/03: the pages holding that day’s rows, still numbered and carried from the year’s first row', () => {
    const journal = legalJournal(b.db, b.companyId, { from: j(3), to: j(31) });
    expect(journal.pages.map((page) => [page.number, page.carriedIn.debit / M, page.carriedIn.credit / M])).toEqual([
      [13, 199, 149],
      [14, 231, 209],
    ]);
    expect(journal.totals).toEqual({ debit: 43 * M, credit: 43 * M });
  });

  it('the ledger of kol 11 (cash and bank): each row points at its journal page and line, the balance on its side', () => {
    const ledger = legalLedger(b.db, b.companyId, { ...month, accountId: b.acc('1101') });
    expect(ledger.accounts.map((account) => account.code)).toEqual(['11']);
    const pages = ledger.accounts[0]?.pages ?? [];
    expect(
      pages.map((page) => ({
        number: page.number,
        rows: page.rows.map((row) => [
          `p${row.journalPage} l${row.journalLine}`,
          (row.debit - row.credit) / M,
          `${row.balance / M} ${row.side}`,
        ]),
        out: [page.carriedOut.debit / M, page.carriedOut.credit / M, page.carriedOut.balance / M, page.carriedOut.side],
      })),
    ).toEqual([
      {
        number: 1,
        rows: [
          ['p11 l1', 100, '100 DEBIT'],
          ['p11 l4', -44, '56 DEBIT'],
          ['p12 l2', 33, '89 DEBIT'],
          ['p13 l2', 22, '111 DEBIT'],
        ],
        out: [155, 44, 111, 'DEBIT'],
      },
      {
        number: 2,
        rows: [
          ['p13 l4', -10, '101 DEBIT'],
          ['p14 l2', 11, '112 DEBIT'],
        ],
        out: [166, 54, 112, 'DEBIT'],
      },
    ]);
    expect(pages[1]?.carriedIn).toEqual({ debit: 155 * M, credit: 44 * M, balance: 111 * M, side: 'DEBIT' });
  });

  it('the ledger of kol 61 (sales): 50M then 60M on the credit side', () => {
    const ledger = legalLedger(b.db, b.companyId, { ...month, accountId: b.acc('6101') });
    const rows = ledger.accounts[0]?.pages.flatMap((page) => page.rows) ?? [];
    expect(rows.map((row) => [row.journalPage, row.journalLine, row.credit / M, row.balance / M, row.side])).toEqual([
      [13, 1, 50, 50, 'CREDIT'],
      [14, 4, 10, 60, 'CREDIT'],
    ]);
    expect(ledger.totals).toEqual({ debit: 0, credit: 60 * M });
  });

  it('by month: one row group for Farvardin, citing vouchers 1–7', () => {
    const monthly = { ...month, granularity: 'MONTH' as const };
    updateLegalBookSettings(b.db, b.companyId, b.yearId, {
      journal: { sealDate: j(1), registrationNumber: '12345', firstPage: 1 },
      ledger: { sealDate: j(1), registrationNumber: '12346', firstPage: 1 },
      granularity: monthly.granularity,
      rowsPerPage: 25,
      openingClosingApart: true,
    });
    try {
      const journal = legalJournal(b.db, b.companyId, month);
      expect(journal.pages.flatMap((page) => page.rows).map(compact)).toEqual([
        '1 11 D166',
        '2 12 D22',
        '3 13 D4',
        '4 71 D40',
        '5 81 D10',
        '6 11 C54',
        '7 12 C22',
        '8 32 C6',
        '9 51 C100',
        '10 61 C60',
      ]);
      expect(journal.pages[0]?.rows[0]).toMatchObject({ from: j(1), to: j(31), firstVoucher: 1, lastVoucher: 7 });
    } finally {
      updateLegalBookSettings(b.db, b.companyId, b.yearId, farvardinSettings);
    }
  });

  it('the electronic file: 18 rows, one side each, 242M a side, in the template’s columns', () => {
    const file = electronicBooksFile(b.db, b.companyId, month);
    expect(file).toMatchObject({ rowCount: 18, format: 'XLSX', totals: { debit: 242 * M, credit: 242 * M } });
    expect(file.rows[0]).toEqual({
      voucherNumber: 1,
      voucherDate: '1405/01/01',
      kolCode: '11',
      kolTitle: 'موجودی نقد و بانک',
      moeinCode: '1101',
      moeinTitle: 'صندوق',
      description: '',
      debit: 100 * M,
      credit: 0,
    });
    expect(file.rows.every((row) => row.debit > 0 !== row.credit > 0)).toBe(true);
    const preview = electronicBooksPreview(b.db, b.companyId, month);
    expect(preview.turnover).toEqual(preview.totals);
    expect(preview.sample).toHaveLength(18);
  });
});
