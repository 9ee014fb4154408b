import { fromJalali } from '@daftar/db/accounting/calendar';
import { updateLegalBookSettings } from '../../src/domain/accounting/legal-books/settings.ts';
import { createVoucher, finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { type Books, cr, dr, openBooks } from '../accounting/books.ts';

/**
 * Farvardin 1405 of a small shop, its legal books worked out by hand (Rials, "M" = 1,000,000), four rows a page,
 * the journal starting on page 11 and the ledger on page 1.
 *
 *  #  date   what                         debit                       credit
 *  1  01/01  the owner brings cash        1101 cash 100M              5101 capital 100M
 *  2  01/01  goods bought for cash        7102 purchases 40M          1101 cash 44M
 *                                         1301 VAT receivable 4M
 *  3  01/02  a cash sale                  1101 cash 33M               6101 sales 30M, 3201 VAT payable 3M
 *  4  01/02  a credit sale                1201 receivable 22M         6101 sales 20M, 3201 VAT payable 2M
 *  5  01/03  rent paid in cash            8103 rent 10M               1101 cash 10M
 *  6  01/03  the customer pays            1101 cash 22M               1201 receivable 22M
 *  7  01/05  a cash sale                  1101 cash 11M               6101 sales 10M, 3201 VAT payable 1M
 *
 * The journal by day, a row per kol and side, debits first (kol order), then credits:
 *   01/01 (vouchers 1–2):  1 11 D100   2 13 D4   3 71 D40   4 11 C44   5 51 C100          144M a side
 *   01/02 (vouchers 3–4):  6 11 D33    7 12 D22  8 32 C5    9 61 C50                        55M
 *   01/03 (vouchers 5–6): 10 11 D22   11 81 D10 12 11 C10  13 12 C22                        32M
 *   01/05 (voucher 7):    14 11 D11   15 32 C1  16 61 C10                                   11M
 * Pages (carried in → carried out, debit/credit):
 *   11: rows 1–4    0/0 → 144/44      12: rows 5–8    144/44 → 199/149
 *   13: rows 9–12   199/149 → 231/209 14: rows 13–16  231/209 → 242/242
 * The ledger, kol 11 cash and bank: page 1  100 D (p11 l1) → 56 D (p11 l4) → 89 D (p12 l2) → 111 D (p13 l2),
 *   carried out 155/44, 111 D; page 2  101 D (p13 l4) → 112 D (p14 l2), carried out 166/54, 112 D.
 * Kol 61 sales: page 1  50 C (p13 l1) → 60 C (p14 l4).
 * The electronic file: 18 lines, one side each, 242M a side.
 */
export const M = 1_000_000;
export const j = (day: number) => fromJalali({ year: 1405, month: 1, day });
export const month = { from: j(1), to: j(31) };
/** The books' settings the example prints with: both sealed on the 1st, the journal from page 11, four rows a page. */
export const farvardinSettings = {
  journal: { sealDate: j(1), registrationNumber: '12345', firstPage: 11 },
  ledger: { sealDate: j(1), registrationNumber: '12346', firstPage: 1 },
  granularity: 'DAY',
  rowsPerPage: 4,
  openingClosingApart: true,
} as const;

/** The journal as worked out above (the books' settings: by day, 4 rows a page, journal from page 11). */
export function farvardinBooks(): Books {
  const b = openBooks();
  const a = b.acc;
  const book: [string, ReturnType<typeof dr>[]][] = [
    [j(1), [dr(a('1101'), 100 * M), cr(a('5101'), 100 * M)]],
    [j(1), [dr(a('7102'), 40 * M), dr(a('1301'), 4 * M), cr(a('1101'), 44 * M)]],
    [j(2), [dr(a('1101'), 33 * M), cr(a('6101'), 30 * M), cr(a('3201'), 3 * M)]],
    [j(2), [dr(a('1201'), 22 * M), cr(a('6101'), 20 * M), cr(a('3201'), 2 * M)]],
    [j(3), [dr(a('8103'), 10 * M), cr(a('1101'), 10 * M)]],
    [j(3), [dr(a('1101'), 22 * M), cr(a('1201'), 22 * M)]],
    [j(5), [dr(a('1101'), 11 * M), cr(a('6101'), 10 * M), cr(a('3201'), 1 * M)]],
  ];
  for (const [date, lines] of book) {
    finaliseVoucher(b.db, b.companyId, createVoucher(b.db, b.companyId, b.userId, { date, lines }).id);
  }
  updateLegalBookSettings(b.db, b.companyId, b.yearId, farvardinSettings);
  return b;
}
