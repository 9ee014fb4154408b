import { and, asc, eq } from 'drizzle-orm';
import { bankOfCard, maskCardNumber } from '@daftar/contracts/endpoints/banking-numbers';
import type { Card } from '@daftar/contracts/endpoints/banking-schemas';
import type { Queryable } from '@daftar/db/client';
import { type BankCardRow, bankCards, deposits } from '@daftar/db/schema/banking';
import { DomainError } from '../errors.ts';
import { findOwnedRow } from '../owned-row.ts';
import { cardUsedToday } from './movements.ts';

function cardView(db: Queryable, row: BankCardRow, depositTitle: string): Card {
  return {
    id: row.id,
    depositId: row.depositId,
    depositTitle,
    maskedNumber: maskCardNumber(row.number),
    holder: row.holder,
    expiry: row.expiry,
    blocked: row.blocked,
    bank: bankOfCard(row.number),
    dailyLimit: row.dailyLimit,
    usedToday: cardUsedToday(db, row.id),
  };
}

const withDeposit = (db: Queryable) =>
  db
    .select({ card: bankCards, depositTitle: deposits.title })
    .from(bankCards)
    .innerJoin(deposits, eq(deposits.id, bankCards.depositId));

export function listCards(db: Queryable, userId: number): Card[] {
  return withDeposit(db)
    .where(eq(bankCards.userId, userId))
    .orderBy(asc(bankCards.id))
    .all()
    .map(({ card, depositTitle }) => cardView(db, card, depositTitle));
}

/** The user's card row, or 404: another user's card is as unknown as a made-up id. */
export function findCard(db: Queryable, userId: number, id: string): BankCardRow {
  return findOwnedRow(db, bankCards, [bankCards.userId, userId], id, 'CARD_NOT_FOUND');
}

export function getCard(db: Queryable, userId: number, id: string): Card {
  const found = withDeposit(db)
    .where(and(eq(bankCards.id, id), eq(bankCards.userId, userId)))
    .get();
  if (!found) throw new DomainError('not-found', 'CARD_NOT_FOUND');
  return cardView(db, found.card, found.depositTitle);
}

export function updateCardBlock(db: Queryable, userId: number, id: string, blocked: boolean): Card {
  const card = findCard(db, userId, id);
  db.update(bankCards).set({ blocked }).where(eq(bankCards.id, card.id)).run();
  return getCard(db, userId, id);
}

export function updateCardLimit(db: Queryable, userId: number, id: string, dailyLimit: number): Card {
  const card = findCard(db, userId, id);
  db.update(bankCards).set({ dailyLimit }).where(eq(bankCards.id, card.id)).run();
  return getCard(db, userId, id);
}

/**
 * A card-to-card transfer's own refusal, under the amount: more than what the card's limit leaves today. Its
 * deposit's balance and limit are checked before it (`assertCanPay`).
 */
export function assertCardCanPay(db: Queryable, card: BankCardRow, amount: number): void {
  if (cardUsedToday(db, card.id) + amount > card.dailyLimit)
    throw new DomainError('invalid', 'CARD_DAILY_LIMIT_EXCEEDED', [
      { path: 'body.amount', message: 'CARD_DAILY_LIMIT_EXCEEDED' },
    ]);
}
