import { describe, it } from 'vitest';
import {
  applyChequeOperation,
  type ChequeOperation,
  chequeOperation,
  chequeWorld,
  checkChequeBooks,
} from './cheque-model.ts';
import { assertEveryHistory } from '../support/histories.ts';

/** A history that meets every step and refusal before the random ones (a draw may miss some). */
const everyStep: ChequeOperation[] = [
  { op: 'receive', person: 0, amount: 10_000_000 },
  { op: 'receive', person: 1, amount: 4_000_000 },
  { op: 'receive', person: 0, amount: 2_500_000 },
  { op: 'clear', pick: 0 },
  { op: 'deposit', pick: 0, bank: 0 },
  { op: 'bounce', pick: 0, returnToDrawer: false },
  { op: 'deposit', pick: 0, bank: 1 },
  { op: 'clear', pick: 0 },
  { op: 'deposit', pick: 0, bank: 0 },
  { op: 'endorse', pick: 1, to: 2 },
  { op: 'undo', pick: 1 },
  { op: 'return', pick: 1 },
  { op: 'deposit', pick: 2, bank: 0 },
  { op: 'bounce', pick: 2, returnToDrawer: true },
  { op: 'undo', pick: 2 },
  { op: 'undo', pick: 2 },
  { op: 'undo', pick: 2 },
  { op: 'issue', person: 2, amount: 7_000_000, bank: 0, leaf: 1 },
  { op: 'issue', person: 2, amount: 1_000_000, bank: 0, leaf: 1 },
  { op: 'void', bank: 0, leaf: 2 },
  { op: 'void', bank: 0, leaf: 2 },
  { op: 'issue', person: 1, amount: 3_000_000, bank: 1, leaf: 2 },
  { op: 'deposit', pick: 3, bank: 0 },
  { op: 'clear', pick: 3 },
  { op: 'cancel', pick: 3 },
  { op: 'undo', pick: 3 },
  { op: 'cancel', pick: 4 },
  { op: 'clear', pick: 4 },
  { op: 'pay', pick: 0, share: 50 },
  { op: 'sell', person: 0, amount: 12_000_000 },
  { op: 'pay', pick: 0, share: 50 },
  { op: 'pay', pick: 0, share: 100 },
  { op: 'deposit', pick: 5, bank: 0 },
  { op: 'bounce', pick: 5, returnToDrawer: true },
  { op: 'deposit', pick: 6, bank: 1 },
  { op: 'clear', pick: 6 },
];

describe('cheques under random histories', () => {
  it('every voucher balances, each state’s account (notes payable too) holds exactly the cheques in that state, and each person’s ledger agrees with their sales and cheques, after every step', () => {
    assertEveryHistory(
      chequeOperation,
      { minLength: 1, maxLength: 30 },
      chequeWorld,
      (w, operations) => {
        for (const operation of operations) {
          applyChequeOperation(w, operation);
          checkChequeBooks(w);
        }
      },
      { numRuns: 25, examples: [[everyStep]] },
    );
  }, 300_000);
});
