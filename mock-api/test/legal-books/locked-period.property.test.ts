import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { electronicBooksFile } from '../../src/domain/accounting/legal-books/electronic.ts';
import { legalJournal, legalLedger } from '../../src/domain/accounting/legal-books/legal-books.ts';
import { listPeriodLocks, lockPeriod } from '../../src/domain/accounting/legal-books/locks.ts';
import { updateLegalBookSettings } from '../../src/domain/accounting/legal-books/settings.ts';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { getFiscalYear } from '../../src/domain/accounting/fiscal-years.ts';
import { finaliseYearVouchers } from '../../src/domain/accounting/vouchers.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { addTafsili } from '../accounting/books.ts';
import {
  apply as applyToBooks,
  operationArb as voucherOperationArb,
  type RandomBooks,
} from '../accounting/random-books.ts';
import { apply as applyToInvoices, world, type World } from '../invoices/invoice-world.ts';
import { operationArb as invoiceOperationArb } from '../invoices/invoice-operations.ts';

/**
 * After the year's first months are finalised and locked, random writes of every kind (vouchers made, edited,
 * copied, removed and finalised; documents posted and reversed; invoices made, issued, edited, paid, returned,
 * delivered, cancelled, drafts and estimates alike; the year's closing) are each refused or land in an open period,
 * and no figure of the locked months moves: their trial balances at every level, both legal books page by page, and
 * every row of their electronic file are the same before and after.
 */
const anyOperation = fc.oneof(
  voucherOperationArb.map((operation) => ({ on: 'books' as const, operation })),
  invoiceOperationArb.map((operation) => ({ on: 'invoices' as const, operation })),
);
type AnyOperation = typeof anyOperation extends fc.Arbitrary<infer T> ? T : never;

/** Before the lock nothing is refused but what each world's own model allows; the year is not closed yet. */
const beforeLock = anyOperation.filter((step) => step.on === 'invoices' || step.operation.op !== 'close');

/** What a write may meet once months are locked and the year may have been closed. */
const lockedOrClosed = ['PERIOD_LOCKED', 'FISCAL_YEAR_CLOSED', 'DATE_OUTSIDE_OPEN_YEAR', 'DATE_OUTSIDE_VOUCHER_YEAR'];

interface Both {
  w: World;
  books: RandomBooks;
}

function open(): Both {
  const w = world();
  const books: RandomBooks = {
    books: w.books,
    people: [addTafsili(w.books, 'مشتری'), addTafsili(w.books, 'تأمین‌کننده')],
    closings: [],
    documents: [],
    nextDocument: 1,
  };
  return { w, books };
}

/** One step; answers the refusal's code, or null when it was written. The vouchers' world refuses by throwing. */
function step(both: Both, { on, operation }: AnyOperation, allowed: readonly string[]): string | null {
  if (on === 'invoices') return applyToInvoices(both.w, operation, allowed);
  try {
    applyToBooks(both.books, operation);
    return null;
  } catch (error) {
    if (error instanceof DomainError && allowed.includes(error.code)) return error.code;
    throw error;
  }
}

/** Every figure of the locked months: as the reports, the legal books and the electronic file show them. */
function figures(both: Both, period: { fiscalYearId: number; from: string; to: string }) {
  const { db, companyId } = both.w.books;
  const journal = legalJournal(db, companyId, period);
  const ledger = legalLedger(db, companyId, period);
  return {
    trialBalances: (['KOL', 'MOEIN', 'TAFSILI'] as const).map((level) =>
      trialBalance(db, companyId, { ...period, level }),
    ),
    journal: { pages: journal.pages, totals: journal.totals },
    ledger: { accounts: ledger.accounts, totals: ledger.totals },
    file: electronicBooksFile(db, companyId, period),
  };
}

/** Finalises the year up to the end of its month `months` and locks each month to it, as the books are kept. */
function lockMonths(both: Both, months: number) {
  const { db, companyId, yearId } = both.w.books;
  const year = getFiscalYear(db, companyId, yearId);
  const book = { sealDate: year.startDate, registrationNumber: null, firstPage: 1 };
  const settings = { granularity: 'DAY' as const, rowsPerPage: 10, openingClosingApart: true };
  updateLegalBookSettings(db, companyId, yearId, { ...settings, journal: book, ledger: book });
  const toLock = listPeriodLocks(db, companyId, yearId).months.slice(0, months);
  const last = toLock.at(-1);
  if (!last) throw new Error('no month to lock');
  finaliseYearVouchers(db, companyId, yearId, last.to);
  for (const month of toLock) lockPeriod(db, companyId, null, { from: month.from, to: month.to });
  return { fiscalYearId: yearId, from: year.startDate, to: last.to };
}

describe('a locked period under random writes', () => {
  it('keeps every figure of its months: each write is refused or lands in an open period', () => {
    const reached = { refused: 0, written: 0 };
    fc.assert(
      fc.property(
        fc.array(beforeLock, { minLength: 10, maxLength: 30 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(anyOperation, { minLength: 20, maxLength: 50 }),
        (history: AnyOperation[], months: number, later: AnyOperation[]) => {
          const both = open();
          try {
            for (const each of history) step(both, each, []);
            const locked = lockMonths(both, months);
            const before = figures(both, locked);
            for (const each of later) {
              const refusal = step(both, each, lockedOrClosed);
              if (refusal === 'PERIOD_LOCKED') reached.refused += 1;
              if (refusal === null) reached.written += 1;
            }
            expect(figures(both, locked)).toEqual(before);
          } finally {
            both.w.books.dispose();
          }
        },
      ),
      // Each run builds a company; the first counterexample and its seed suffice.
      { numRuns: 12, endOnFailure: true },
    );
    expect(reached.refused).toBeGreaterThan(20);
    expect(reached.written).toBeGreaterThan(100);
  }, 180_000);
});
