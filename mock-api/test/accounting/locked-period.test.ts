import { legalPeriodLocks } from '@daftar/db/schema/legal-books';
import { afterEach, describe, expect, it } from 'vitest';
import { createVoucher, finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { closeFiscalYear } from '../../src/domain/accounting/year-end.ts';
import { reopenFiscalYear } from '../../src/domain/accounting/year-reopen.ts';
import { addMember } from '../support/factories.ts';
import { type Books, bookRows, cr, dr, openBooks } from './books.ts';
import { j } from './ledger-books.ts';

/**
 * A locked period is as the legal books printed it: no voucher is written into it and none taken out of it, however
 * the books get there (a hand-made voucher, a year's reopening removing its closing voucher).
 */
let b: Books | undefined;
afterEach(() => b?.dispose());

function lock(books: Books, yearId: number, fromDate: string, toDate: string) {
  books.db
    .insert(legalPeriodLocks)
    .values({ companyId: books.companyId, fiscalYearId: yearId, fromDate, toDate })
    .run();
}

const refusedLocked = (from: string, to: string) =>
  expect.objectContaining({
    kind: 'conflict',
    code: 'PERIOD_LOCKED',
    errors: [
      { path: 'lockedFrom', message: from },
      { path: 'lockedTo', message: to },
    ],
  });

describe('a locked month', () => {
  it('takes no new voucher dated in it, and nothing is written; the month after still does', () => {
    const books = openBooks();
    b = books;
    lock(books, books.yearId, j(1405, 1, 1), j(1405, 1, 31));
    const lines = [dr(books.acc('1102'), 4_000_000), cr(books.acc('5101'), 4_000_000)];
    const before = bookRows(books.db);
    expect(() => createVoucher(books.db, books.companyId, books.userId, { date: j(1405, 1, 20), lines })).toThrow(
      refusedLocked(j(1405, 1, 1), j(1405, 1, 31)),
    );
    expect(bookRows(books.db)).toEqual(before);
    expect(createVoucher(books.db, books.companyId, books.userId, { date: j(1405, 2, 1), lines }).total).toBe(
      4_000_000,
    );
  });

  it('keeps a closed year’s closing voucher: reopening the year is refused while its last month is locked', () => {
    const books = openBooks({ year: 1404 });
    b = books;
    addMember(books.db, books.userId, books.companyId, 'OWNER');
    const sale = createVoucher(books.db, books.companyId, books.userId, {
      date: j(1404, 6, 1),
      lines: [dr(books.acc('1102'), 9_000_000), cr(books.acc('6101'), 9_000_000)],
    });
    finaliseVoucher(books.db, books.companyId, sale.id);
    closeFiscalYear(books.db, books.companyId, books.yearId, '2026-03-21');
    lock(books, books.yearId, j(1404, 12, 1), j(1404, 12, 29));
    const before = bookRows(books.db);
    expect(() => reopenFiscalYear(books.db, books.companyId, books.userId, books.yearId, 'a missed invoice')).toThrow(
      refusedLocked(j(1404, 12, 1), j(1404, 12, 29)),
    );
    expect(bookRows(books.db)).toEqual(before);
  });
});
