import { eq } from 'drizzle-orm';
import { bankOfCard, bankOfIban } from '@daftar/contracts/endpoints/banking-numbers';
import type { Queryable } from '@daftar/db/client';
import { type BankTransferRow, bankCards, deposits } from '@daftar/db/schema/banking';
import { DomainError } from '../errors.ts';

/** Where a transfer's money goes: a deposit of this bank (credited in the same transaction) or another bank. */
export interface Destination {
  /** The deposit credited, when the destination is at this bank; null when the money leaves the bank. */
  depositId: string | null;
  name: string | null;
  bank: string;
}

const refuse = (code: string) => new DomainError('invalid', code, [{ path: 'body.destination', message: code }]);

/**
 * Resolves a destination as the bank's inquiry does: a deposit number must be this bank's; a card or IBAN of this
 * bank is credited here (with its holder's name), any other leaves the bank (Shetab, Paya). The same deposit as
 * the source is refused.
 */
export function resolveDestination(
  db: Queryable,
  kind: BankTransferRow['kind'],
  destination: string,
  sourceDepositId: string,
): Destination {
  let found: Destination;
  if (kind === 'DEPOSIT') {
    const deposit = db.select().from(deposits).where(eq(deposits.number, destination)).get();
    if (!deposit) throw refuse('DESTINATION_NOT_FOUND');
    found = { depositId: deposit.id, name: deposit.title, bank: bankOfIban(deposit.iban) };
  } else if (kind === 'CARD') {
    const card = db.select().from(bankCards).where(eq(bankCards.number, destination)).get();
    found = card
      ? { depositId: card.depositId, name: card.holder, bank: bankOfCard(card.number) }
      : { depositId: null, name: null, bank: bankOfCard(destination) };
  } else {
    const deposit = db.select().from(deposits).where(eq(deposits.iban, destination)).get();
    found = deposit
      ? { depositId: deposit.id, name: deposit.title, bank: bankOfIban(deposit.iban) }
      : { depositId: null, name: null, bank: bankOfIban(destination) };
  }
  if (found.depositId === sourceDepositId) throw refuse('SAME_ACCOUNT');
  return found;
}
