import type { Card, Deposit } from '@daftar/contracts/endpoints/banking-schemas';
import { describe, expect, it } from 'vitest';
import { leftToday } from './left-today.ts';

const deposit = (dailyLimit: number, usedToday: number) => ({ id: 'dep-1', dailyLimit, usedToday }) as Deposit;
const card = (dailyLimit: number, usedToday: number) =>
  ({ id: 'card-1', depositId: 'dep-1', dailyLimit, usedToday }) as Card;

describe('what a transfer may still take today', () => {
  it('from a deposit: the rest of its limit', () => {
    expect(leftToday('IBAN', 'dep-1', [], [deposit(500, 120)])).toBe(380);
  });

  it('card to card: the smaller rest of the card’s limit and its deposit’s', () => {
    expect(leftToday('CARD', 'card-1', [card(300, 100)], [deposit(500, 0)])).toBe(200);
    expect(leftToday('CARD', 'card-1', [card(300, 0)], [deposit(500, 450)])).toBe(50);
  });

  it('nothing below 0 when a limit was lowered under what today used; unknown until the source loads', () => {
    expect(leftToday('DEPOSIT', 'dep-1', [], [deposit(100, 250)])).toBe(0);
    expect(leftToday('CARD', 'card-1', [], [deposit(500, 0)])).toBeUndefined();
  });
});
