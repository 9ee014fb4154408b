import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '@daftar/db/client';
import { addTafsili, openBooks } from './books.ts';
import { apply, type Operation, operationArb, type RandomBooks } from './random-books.ts';

/**
 * The journal's daily roll-up (account_day_totals), which the legal books and the electronic file's head read
 * instead of the lines, equals the lines' own sums by day, account and voucher kind after every operation of a
 * random history: posts, edits, removals, copies, documents and their reversals, finalising and year-ends. Checked
 * after each step, so a drift that a later step happened to cancel is still caught.
 */
function dayTotals(db: Db, companyId: number) {
  return db.$client
    .prepare(
      `select date, account_id as accountId, voucher_kind as kind, debit, credit, lines
       from account_day_totals where company_id = ? order by date, account_id, voucher_kind`,
    )
    .all(companyId);
}

function lineSums(db: Db, companyId: number) {
  return db.$client
    .prepare(
      `select date, account_id as accountId, voucher_kind as kind, sum(debit) as debit, sum(credit) as credit,
         count(*) as lines
       from voucher_lines where company_id = ? group by date, account_id, voucher_kind
       order by date, account_id, voucher_kind`,
    )
    .all(companyId);
}

describe('the daily roll-up under random histories', () => {
  it('equals the lines after every operation', () => {
    let rowsCompared = 0;
    fc.assert(
      fc.property(fc.array(operationArb, { minLength: 20, maxLength: 50 }), (operations: Operation[]) => {
        const books = openBooks();
        try {
          const state: RandomBooks = {
            books,
            people: [addTafsili(books, 'مشتری'), addTafsili(books, 'تأمین‌کننده')],
            closings: [],
            documents: [],
            nextDocument: 1,
          };
          for (const operation of operations) {
            apply(state, operation);
            const expected = lineSums(books.db, books.companyId);
            expect(dayTotals(books.db, books.companyId)).toEqual(expected);
            rowsCompared += expected.length;
          }
        } finally {
          books.dispose();
        }
      }),
      { numRuns: 10, endOnFailure: true },
    );
    expect(rowsCompared).toBeGreaterThan(500);
  }, 120_000);
});
