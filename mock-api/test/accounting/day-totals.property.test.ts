import { describe, expect, it } from 'vitest';
import type { Db } from '@daftar/db/client';
import { assertEveryHistory } from '../support/histories.ts';
import { apply, openRandomBooks, operationArb } from './random-books.ts';

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
    assertEveryHistory(
      operationArb,
      { minLength: 20, maxLength: 50 },
      openRandomBooks,
      (state, operations) => {
        const { db, companyId } = state.books;
        for (const operation of operations) {
          apply(state, operation);
          const expected = lineSums(db, companyId);
          expect(dayTotals(db, companyId)).toEqual(expected);
          rowsCompared += expected.length;
        }
      },
      { numRuns: 10, endOnFailure: true },
    );
    expect(rowsCompared).toBeGreaterThan(500);
  }, 120_000);
});
