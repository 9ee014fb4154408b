import type { Db } from '@daftar/db/client';
import fc from 'fast-check';
import { expect } from 'vitest';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { cancelPettyCashSettlement, createPettyCashSettlement } from '../../src/domain/treasury/petty-cash.ts';
import { cancelTreasuryTransfer, createTreasuryTransfer } from '../../src/domain/treasury/transfers.ts';
import { createTreasuryAccount, getTreasuryAccount } from '../../src/domain/treasury/treasury-accounts.ts';
import { getTreasuryStatement } from '../../src/domain/treasury/treasury-statement.ts';
import { type Books, voucherChecks } from '../accounting/books.ts';

/** A place money is kept in, as the property tests move money between them. */
export interface Place {
  id: number;
  tafsiliId: number;
  kind: 'CASH_BOX' | 'BANK_ACCOUNT' | 'PETTY_CASH';
}

/** The property tests' four places, opened with `openings` in this order: two cash boxes, a bank, petty cash. */
export function openPlaces(books: Books, openings: readonly number[]): Place[] {
  const make = (kind: Place['kind'], name: string, opening: number): Place => {
    const account = createTreasuryAccount(books.db, books.companyId, null, {
      kind,
      name,
      openingBalance: opening,
      holderName: kind === 'PETTY_CASH' ? 'رضا کریمی' : null,
      bankName: kind === 'BANK_ACCOUNT' ? 'بانک ملت' : null,
    });
    return { id: account.id, tafsiliId: account.tafsiliId, kind };
  };
  return [
    make('CASH_BOX', 'صندوق فروشگاه', openings[0] ?? 0),
    make('CASH_BOX', 'صندوق دفتر', openings[1] ?? 0),
    make('BANK_ACCOUNT', 'ملت جاری', openings[2] ?? 0),
    make('PETTY_CASH', 'تنخواه', openings[3] ?? 0),
  ];
}

/** One of `openPlaces`' four places, by its index there. */
export const placeIndex = fc.integer({ min: 0, max: 3 });

/**
 * The property tests' draws of the money moves between places, by index: a transfer (a fee or none), an advance into
 * the petty cash from a cash box or the bank, and the petty cash's expenses settled.
 */
export function treasuryMoveArbitraries(amount: fc.Arbitrary<number>) {
  return [
    fc.record({
      op: fc.constant('transfer' as const),
      from: placeIndex,
      to: placeIndex,
      amount,
      fee: fc.constantFrom(0, 0, 25_000),
    }),
    fc.record({ op: fc.constant('advance' as const), from: fc.integer({ min: 0, max: 2 }), amount }),
    fc.record({ op: fc.constant('settle' as const), amounts: fc.array(amount, { minLength: 1, maxLength: 3 }) }),
  ] as const;
}

/** What a treasury operation did to each place (tafsili id → change in Rials) and how to undo it. */
export interface TreasuryEffect {
  effect: [number, number][];
  cancel(): void;
}

/**
 * The property tests' money moves between places (a transfer, with its fee, or a petty-cash advance), through the
 * domain as the API runs it. Throws what the domain refuses.
 */
export function moveMoney(
  db: Db,
  companyId: number,
  move: { kind: 'TRANSFER' | 'ADVANCE'; from: number; to: number; amount: number; fee: number },
): TreasuryEffect {
  const input = {
    kind: move.kind,
    date: '2026-05-01',
    fromTafsiliId: move.from,
    toTafsiliId: move.to,
    amount: move.amount,
    fee: move.fee,
  };
  const transfer = createTreasuryTransfer(db, companyId, null, input);
  return {
    effect: [
      [move.from, -(move.amount + move.fee)],
      [move.to, move.amount],
    ],
    cancel: () => cancelTreasuryTransfer(db, companyId, transfer.id, null, {}),
  };
}

/** A petty-cash holder's expenses settled against their advance, each line on the given expense account. */
export function settlePettyCash(
  db: Db,
  companyId: number,
  holder: number,
  expenseAccountId: number,
  amounts: number[],
): TreasuryEffect {
  const lines = amounts.map((amount) => ({ accountId: expenseAccountId, amount }));
  const settlement = createPettyCashSettlement(db, companyId, null, {
    holderTafsiliId: holder,
    date: '2026-05-02',
    lines,
  });
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    effect: [[holder, -total]],
    cancel: () => cancelPettyCashSettlement(db, companyId, settlement.id, null, {}),
  };
}

/**
 * The property tests' closing check: every voucher balanced, the trial balance balanced, and each place's balance,
 * its tafsili row of the trial balance and its statement's closing all equal the model's; cash boxes never below zero
 * unless the company lets them.
 */
export function expectPlacesAgree(
  books: Books,
  places: readonly { id: number; tafsiliId: number; kind: string }[],
  balance: ReadonlyMap<number, number>,
  cashMayGoNegative: boolean,
): void {
  const { db, companyId } = books;
  expect(voucherChecks(db, companyId).filter((voucher) => !voucher.balanced)).toEqual([]);
  const tb = trialBalance(db, companyId, { fiscalYearId: books.yearId, level: 'TAFSILI' });
  expect(tb.totals.balanceDebit).toBe(tb.totals.balanceCredit);
  for (const p of places) {
    const expected = balance.get(p.tafsiliId);
    const account = getTreasuryAccount(db, companyId, p.id);
    const row = tb.rows.find((r) => r.tafsiliId === p.tafsiliId && r.accountId === account.ledgerAccountId);
    const ledger = row ? row.balanceDebit - row.balanceCredit : 0;
    const statement = getTreasuryStatement(db, companyId, p.id, { page: 1, pageSize: 1 }).summary.closing;
    expect([p.kind, account.balance, ledger, statement]).toEqual([p.kind, expected, expected, expected]);
    if (p.kind === 'CASH_BOX' && !cashMayGoNegative) expect(account.balance).toBeGreaterThanOrEqual(0);
  }
}
