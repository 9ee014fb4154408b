import type { Db } from '@daftar/db/client';
import { cancelPettyCashSettlement, createPettyCashSettlement } from '../../src/domain/treasury/petty-cash.ts';
import { cancelTreasuryTransfer, createTreasuryTransfer } from '../../src/domain/treasury/transfers.ts';

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
