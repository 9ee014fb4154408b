import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { BankTransaction } from '@daftar/contracts/endpoints/banking-schemas';
import type { Queryable } from '@daftar/db/client';
import { bankTransactions, deposits } from '@daftar/db/schema/banking';
import { DomainError } from '../errors.ts';
import { findCard } from './cards.ts';
import { findDeposit } from './movements.ts';
import { tehranDayStart } from '../clock/tehran-day.ts';
import { addDays } from '@daftar/db/accounting/calendar';
import { pageWindow } from '../list-page.ts';

export interface TransactionQuery {
  page: number;
  pageSize: number;
  depositId?: string | undefined;
  cardId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const columns = {
  id: bankTransactions.id,
  depositId: bankTransactions.depositId,
  cardId: bankTransactions.cardId,
  occurredAt: bankTransactions.occurredAt,
  amount: bankTransactions.amount,
  direction: bankTransactions.direction,
  category: bankTransactions.category,
  description: bankTransactions.description,
  counterparty: bankTransactions.counterparty,
  balanceAfter: bankTransactions.balanceAfter,
  reference: bankTransactions.reference,
};

/** Movements from the start of `from` to the end of `to`, Tehran days. */
export function inDays(from: string | undefined, to: string | undefined): SQL[] {
  return [
    ...(from ? [gte(bankTransactions.occurredAt, tehranDayStart(from))] : []),
    ...(to ? [lt(bankTransactions.occurredAt, tehranDayStart(addDays(to, 1)))] : []),
  ];
}

/**
 * A page of the user's movements, newest first: a deposit's statement, a card's purchases, or all of them. A deposit
 * or card of another user answers 404, as a made-up one does.
 */
export function listTransactions(db: Queryable, userId: number, query: TransactionQuery) {
  if (query.depositId) findDeposit(db, userId, query.depositId);
  if (query.cardId) findCard(db, userId, query.cardId);
  const where = and(
    eq(bankTransactions.userId, userId),
    ...(query.depositId ? [eq(bankTransactions.depositId, query.depositId)] : []),
    ...(query.cardId ? [eq(bankTransactions.cardId, query.cardId)] : []),
    ...inDays(query.from, query.to),
  );
  const total = db.select({ total: count() }).from(bankTransactions).where(where).get()?.total ?? 0;
  const data: BankTransaction[] = pageWindow(
    db
      .select(columns)
      .from(bankTransactions)
      .where(where)
      .orderBy(desc(bankTransactions.occurredAt), desc(bankTransactions.id))
      .$dynamic(),
    query,
  ).all();
  return { data, meta: { page: query.page, pageSize: query.pageSize, total } };
}

export function getTransaction(db: Queryable, userId: number, id: number) {
  const row = db
    .select({ ...columns, depositTitle: deposits.title, depositNumber: deposits.number })
    .from(bankTransactions)
    .innerJoin(deposits, eq(deposits.id, bankTransactions.depositId))
    .where(and(eq(bankTransactions.id, id), eq(bankTransactions.userId, userId)))
    .get();
  if (!row) throw new DomainError('not-found', 'TRANSACTION_NOT_FOUND');
  return row;
}
