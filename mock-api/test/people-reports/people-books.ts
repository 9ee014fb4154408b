import { createVoucher } from '../../src/domain/accounting/vouchers.ts';
import { addTafsili, type Books, cr, dr, openBooks } from '../accounting/books.ts';

/**
 * The people reports' worked example on fresh books of 1405: «مریم احمدی» buys on credit twice (1,100 and 2,200 with
 * VAT) and pays 1,500; «رضا کریمی» buys 550; the company buys 3,300 from «پخش البرز» on credit.
 */
export function peopleBooks(books: Books = openBooks()) {
  const maryam = addTafsili(books, 'مریم احمدی');
  const reza = addTafsili(books, 'رضا کریمی');
  const alborz = addTafsili(books, 'پخش البرز');
  const post = (date: string, lines: ReturnType<typeof dr>[]) =>
    createVoucher(books.db, books.companyId, books.userId, { date, description: 'سند نمونه', lines });
  const sale = (date: string, person: number, net: number) =>
    post(date, [dr(books.acc('1201'), net * 1.1, person), cr(books.acc('6101'), net), cr(books.acc('3201'), net / 10)]);
  sale('2026-04-01', maryam, 1_000_000);
  post('2026-05-05', [
    dr(books.acc('7102'), 3_000_000),
    dr(books.acc('1301'), 300_000),
    cr(books.acc('3101'), 3_300_000, alborz),
  ]);
  sale('2026-06-01', maryam, 2_000_000);
  post('2026-06-15', [dr(books.acc('1101'), 1_500_000), cr(books.acc('1201'), 1_500_000, maryam)]);
  sale('2026-07-10', reza, 500_000);
  return { books, maryam, reza, alborz };
}
