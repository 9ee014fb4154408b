import { and, asc, eq } from 'drizzle-orm';
import { bankOfCard, bankOfIban } from '@daftar/contracts/endpoints/banking-numbers';
import type { SavedAccount } from '@daftar/contracts/endpoints/banking-schemas';
import type { Queryable } from '@daftar/db/client';
import { savedAccounts } from '@daftar/db/schema/banking';
import { DomainError } from '../errors.ts';
import { firstId } from '../owned-row.ts';

const columns = {
  id: savedAccounts.id,
  name: savedAccounts.name,
  kind: savedAccounts.kind,
  value: savedAccounts.value,
  bank: savedAccounts.bank,
};

export function listSavedAccounts(db: Queryable, userId: number): SavedAccount[] {
  return db
    .select(columns)
    .from(savedAccounts)
    .where(eq(savedAccounts.userId, userId))
    .orderBy(asc(savedAccounts.name))
    .all();
}

/** Saves a destination (its check digits already checked); the bank comes from the IBAN's code or the card's prefix. */
export function createSavedAccount(
  db: Queryable,
  userId: number,
  input: { name: string; kind: SavedAccount['kind']; value: string },
): SavedAccount {
  const known = firstId(
    db,
    savedAccounts.id,
    and(eq(savedAccounts.userId, userId), eq(savedAccounts.kind, input.kind), eq(savedAccounts.value, input.value)),
  );
  if (known)
    throw new DomainError('conflict', 'SAVED_ACCOUNT_EXISTS', [
      { path: 'body.value', message: 'SAVED_ACCOUNT_EXISTS' },
    ]);
  const bank = input.kind === 'IBAN' ? bankOfIban(input.value) : bankOfCard(input.value);
  return db
    .insert(savedAccounts)
    .values({ userId, ...input, bank })
    .returning(columns)
    .get();
}

export function removeSavedAccount(db: Queryable, userId: number, id: number): void {
  const removed = db
    .delete(savedAccounts)
    .where(and(eq(savedAccounts.id, id), eq(savedAccounts.userId, userId)))
    .returning({ id: savedAccounts.id })
    .get();
  if (!removed) throw new DomainError('not-found', 'SAVED_ACCOUNT_NOT_FOUND');
}
