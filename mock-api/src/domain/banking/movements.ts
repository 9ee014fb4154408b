import { randomInt } from 'node:crypto';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { type BankTransactionRow, bankTransactions, type DepositRow, deposits } from '@daftar/db/schema/banking';
import { DomainError } from '../errors.ts';
import { findOwnedRow } from '../owned-row.ts';
import { tehranDayStart, tehranToday } from '../clock/tehran-day.ts';

/** A tracking number as banks print them: fourteen digits. */
export function newReference(): string {
  return `${Date.now() % 1e10}`.padStart(10, '0') + String(randomInt(0, 10_000)).padStart(4, '0');
}

/** Movements that count against a deposit's daily limit: money sent away or paid out through the bank's services. */
const limitedCategories: BankTransactionRow['category'][] = ['TRANSFER', 'BILL'];

/** What the debits `which` picks took since Tehran's midnight, in Rials. */
function debitedToday(db: Queryable, ...which: SQL[]): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${bankTransactions.amount}), 0)` })
    .from(bankTransactions)
    .where(
      and(
        ...which,
        eq(bankTransactions.direction, 'DEBIT'),
        gte(bankTransactions.occurredAt, tehranDayStart(tehranToday())),
      ),
    )
    .get();
  return row?.total ?? 0;
}

export function usedToday(db: Queryable, depositId: string): number {
  return debitedToday(
    db,
    eq(bankTransactions.depositId, depositId),
    inArray(bankTransactions.category, limitedCategories),
  );
}

/** What card-to-card transfers took from a card since Tehran's midnight: what its own daily limit counts. */
export function cardUsedToday(db: Queryable, cardId: string): number {
  return debitedToday(db, eq(bankTransactions.cardId, cardId), eq(bankTransactions.category, 'TRANSFER'));
}

/** The user's deposit, or 404: another user's deposit is as unknown as a made-up id. */
export function findDeposit(db: Queryable, userId: number, id: string): DepositRow {
  return findOwnedRow(db, deposits, [deposits.userId, userId], id, 'DEPOSIT_NOT_FOUND');
}

/**
 * The two refusals of every payment out of a deposit, under the amount field: more than the balance, or more than
 * what the day's limit leaves.
 */
export function assertCanPay(db: Queryable, deposit: DepositRow, amount: number): void {
  const refuse = (code: string) => new DomainError('invalid', code, [{ path: 'body.amount', message: code }]);
  if (amount > deposit.balance) throw refuse('INSUFFICIENT_FUNDS');
  if (usedToday(db, deposit.id) + amount > deposit.dailyLimit) throw refuse('DAILY_LIMIT_EXCEEDED');
}

export interface Movement {
  depositId: string;
  cardId?: string | null;
  direction: BankTransactionRow['direction'];
  amount: number;
  category: BankTransactionRow['category'];
  description: string;
  counterparty?: string | null;
  reference?: string;
}

/**
 * Moves a deposit's balance and writes the movement with the balance after it. The caller runs it inside its
 * transaction, so a transfer's debit and credit land together or not at all; a debit never takes a balance below 0.
 */
export function moveMoney(db: Queryable, movement: Movement): BankTransactionRow {
  const deposit = db.select().from(deposits).where(eq(deposits.id, movement.depositId)).get();
  if (!deposit) throw new DomainError('not-found', 'DEPOSIT_NOT_FOUND');
  const delta = movement.direction === 'CREDIT' ? movement.amount : -movement.amount;
  const balanceAfter = deposit.balance + delta;
  if (balanceAfter < 0)
    throw new DomainError('invalid', 'INSUFFICIENT_FUNDS', [{ path: 'body.amount', message: 'INSUFFICIENT_FUNDS' }]);
  db.update(deposits).set({ balance: balanceAfter }).where(eq(deposits.id, deposit.id)).run();
  return db
    .insert(bankTransactions)
    .values({
      userId: deposit.userId,
      depositId: deposit.id,
      cardId: movement.cardId ?? null,
      occurredAt: new Date().toISOString(),
      amount: movement.amount,
      direction: movement.direction,
      category: movement.category,
      description: movement.description,
      counterparty: movement.counterparty ?? null,
      balanceAfter,
      reference: movement.reference ?? newReference(),
    })
    .returning()
    .get();
}
