import { and, eq } from 'drizzle-orm';
import type { Transfer } from '@daftar/contracts/endpoints/banking-schemas';
import type { Db, Queryable } from '@daftar/db/client';
import { type BankTransferRow, bankTransfers } from '@daftar/db/schema/banking';
import { users } from '@daftar/db/schema/users';
import { isoIn, sha256, sixDigitCode } from '../../auth/secrets.ts';
import { DomainError } from '../errors.ts';
import { findOwnedRow } from '../owned-row.ts';
import { maxWrongAttempts } from '../challenges.ts';
import { type CodeDelivery, deliver } from '../outbox.ts';
import { assertCardCanPay, findCard } from './cards.ts';
import { assertCanPay, findDeposit, moveMoney } from './movements.ts';
import { resolveDestination } from './transfer-destination.ts';

export interface TransferInput {
  idempotencyKey: string;
  kind: BankTransferRow['kind'];
  sourceDepositId?: string | undefined;
  sourceCardId?: string | undefined;
  destination: string;
  amount: number;
  description: string;
}

export const transferCodeHash = (row: Pick<BankTransferRow, 'idempotencyKey'>, code: string) =>
  sha256(`transfer:${row.idempotencyKey}:${code}`);

/** m***@daftar.local: enough to know where to look, not enough to hand out. */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

function userEmail(db: Queryable, userId: number): string {
  return db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get()?.email ?? '';
}

function transferView(db: Queryable, row: BankTransferRow): Transfer {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    kind: row.kind,
    sourceDepositId: row.sourceDepositId,
    sourceCardId: row.sourceCardId,
    destination: row.destination,
    destinationName: row.destinationName,
    destinationBank: row.destinationBank,
    amount: row.amount,
    description: row.description,
    status: row.status,
    codeSentTo: maskEmail(userEmail(db, row.userId)),
    codeExpiresAt: row.codeExpiresAt,
    reference: row.reference,
    debitTransactionId: row.debitTransactionId,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}

function byKey(db: Queryable, userId: number, key: string): BankTransferRow | undefined {
  return db
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.userId, userId), eq(bankTransfers.idempotencyKey, key)))
    .get();
}

/**
 * What a transfer draws on: the chosen deposit, or the chosen card (which must not be blocked) and the deposit behind
 * it.
 */
function sourceOf(
  db: Queryable,
  userId: number,
  input: Pick<TransferInput, 'kind' | 'sourceCardId' | 'sourceDepositId'>,
) {
  if (input.kind === 'CARD') {
    const card = findCard(db, userId, input.sourceCardId ?? '');
    if (card.blocked)
      throw new DomainError('invalid', 'CARD_BLOCKED', [{ path: 'body.sourceCardId', message: 'CARD_BLOCKED' }]);
    return { deposit: findDeposit(db, userId, card.depositId), card };
  }
  return { deposit: findDeposit(db, userId, input.sourceDepositId ?? ''), card: null };
}

/** Every refusal of the amount: the deposit's balance and daily limit, then the card's own daily limit. */
function assertSourceCanPay(db: Queryable, source: ReturnType<typeof sourceOf>, amount: number): void {
  assertCanPay(db, source.deposit, amount);
  if (source.card) assertCardCanPay(db, source.card, amount);
}

const sameRequest = (row: BankTransferRow, input: TransferInput, sourceDepositId: string) =>
  row.kind === input.kind &&
  row.destination === input.destination &&
  row.amount === input.amount &&
  row.sourceDepositId === sourceDepositId;

/**
 * Asks for a transfer: the destination, the balance and the daily limits (the deposit's, and a card's own) are
 * checked, and a one-time code is sent (offline: the outbox) in the same transaction. No money moves until the code
 * confirms it. The same idempotency key with the same request answers the transfer already asked for; with another
 * request it is refused.
 */
export function createTransfer(db: Db, userId: number, input: TransferInput, delivery: CodeDelivery): Transfer {
  return db.transaction((tx) => {
    const source = sourceOf(tx, userId, input);
    const { deposit } = source;
    const known = byKey(tx, userId, input.idempotencyKey);
    if (known) {
      if (!sameRequest(known, input, deposit.id)) throw new DomainError('conflict', 'TRANSFER_KEY_REUSED');
      return transferView(tx, known);
    }
    const destination = resolveDestination(tx, input.kind, input.destination, deposit.id);
    assertSourceCanPay(tx, source, input.amount);
    const code = sixDigitCode();
    const email = userEmail(tx, userId);
    const row = tx
      .insert(bankTransfers)
      .values({
        userId,
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        sourceDepositId: deposit.id,
        sourceCardId: source.card?.id ?? null,
        destination: input.destination,
        destinationName: destination.name,
        destinationBank: destination.bank,
        amount: input.amount,
        description: input.description,
        codeHash: transferCodeHash(input, code),
        codeExpiresAt: isoIn(delivery.validMinutes * 60),
      })
      .returning()
      .get();
    deliver(
      tx,
      {
        channel: 'email',
        to: email,
        subject: 'رمز یک‌بار مصرف انتقال وجه',
        body: `انتقال ${input.amount.toLocaleString('fa-IR')} ریال به ${destination.name ?? input.destination}\nرمز: ${code}\nاین رمز را به هیچ‌کس ندهید.`,
        code,
      },
      delivery.print,
    );
    return transferView(tx, row);
  });
}

function findTransfer(db: Queryable, userId: number, id: number): BankTransferRow {
  return findOwnedRow(db, bankTransfers, [bankTransfers.userId, userId], id, 'BANK_TRANSFER_NOT_FOUND');
}

/** A wrong code is counted outside the transfer's transaction, so the count survives the refusal. */
function checkCode(db: Db, row: BankTransferRow, code: string): void {
  const refuse = (kind: 'invalid' | 'too-many', message: string) =>
    new DomainError(kind, message, [{ path: 'body.code', message }]);
  if (row.attempts >= maxWrongAttempts) throw refuse('too-many', 'TOO_MANY_ATTEMPTS');
  if (row.codeExpiresAt <= new Date().toISOString()) throw refuse('invalid', 'CODE_EXPIRED');
  if (row.codeHash === transferCodeHash(row, code)) return;
  db.update(bankTransfers)
    .set({ attempts: row.attempts + 1 })
    .where(eq(bankTransfers.id, row.id))
    .run();
  throw row.attempts + 1 >= maxWrongAttempts
    ? refuse('too-many', 'TOO_MANY_ATTEMPTS')
    : refuse('invalid', 'INVALID_CODE');
}

/**
 * Confirms a transfer with its code and moves the money: the source's debit, the destination's credit when it is at
 * this bank, and the transfer marked DONE, in one transaction (all or nothing). A transfer already DONE answers as
 * it is, so a repeated confirmation never debits twice.
 */
export function confirmTransfer(db: Db, userId: number, id: number, code: string): Transfer {
  const row = findTransfer(db, userId, id);
  if (row.status === 'DONE') return transferView(db, row);
  checkCode(db, row, code);
  return db.transaction((tx) => {
    const source = sourceOf(tx, userId, {
      kind: row.kind,
      sourceDepositId: row.sourceDepositId,
      sourceCardId: row.sourceCardId ?? undefined,
    });
    const { deposit } = source;
    // Limits are checked again: the day may have moved on, or the holder lowered one, since the transfer was asked.
    assertSourceCanPay(tx, source, row.amount);
    const destination = resolveDestination(tx, row.kind, row.destination, deposit.id);
    const to = destination.name ?? row.destination;
    const debit = moveMoney(tx, {
      depositId: deposit.id,
      cardId: source.card?.id ?? null,
      direction: 'DEBIT',
      amount: row.amount,
      category: 'TRANSFER',
      description: row.description || `انتقال به ${to}`,
      counterparty: to,
    });
    const credit = destination.depositId
      ? moveMoney(tx, {
          depositId: destination.depositId,
          direction: 'CREDIT',
          amount: row.amount,
          category: 'TRANSFER',
          description: row.description || `واریز از ${deposit.title}`,
          counterparty: deposit.title,
          reference: `${debit.reference}1`,
        })
      : null;
    const done = tx
      .update(bankTransfers)
      .set({
        status: 'DONE',
        reference: debit.reference,
        debitTransactionId: debit.id,
        creditTransactionId: credit?.id ?? null,
        completedAt: debit.occurredAt,
      })
      .where(eq(bankTransfers.id, row.id))
      .returning()
      .get();
    return transferView(tx, done);
  });
}

export function getTransferByKey(db: Queryable, userId: number, key: string): Transfer {
  const row = byKey(db, userId, key);
  if (!row) throw new DomainError('not-found', 'BANK_TRANSFER_NOT_FOUND');
  return transferView(db, row);
}
