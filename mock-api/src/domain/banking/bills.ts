import { and, asc, eq, sql } from 'drizzle-orm';
import { billAmountOf, billTypeOf } from '@daftar/contracts/endpoints/banking-numbers';
import type { Bill } from '@daftar/contracts/endpoints/banking-schemas';
import type { Db, Queryable } from '@daftar/db/client';
import { type BankBillRow, bankBills } from '@daftar/db/schema/banking';
import { DomainError } from '../errors.ts';
import { findOwnedRow, ownedRows, firstId } from '../owned-row.ts';
import { assertCanPay, findDeposit, moveMoney } from './movements.ts';
import { tehranToday } from '../clock/tehran-day.ts';
import { addDays } from '@daftar/db/accounting/calendar';

const billNames: Record<BankBillRow['type'], string> = {
  WATER: 'قبض آب',
  ELECTRICITY: 'قبض برق',
  GAS: 'قبض گاز',
  PHONE: 'قبض تلفن ثابت',
  MOBILE: 'قبض تلفن همراه',
};

function billView(row: BankBillRow): Bill {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    billId: row.billId,
    paymentId: row.paymentId,
    amount: row.amount,
    dueOn: row.dueOn,
    paidAt: row.paidAt,
    transactionId: row.transactionId,
  };
}

/** Unpaid bills first (soonest due first), then the paid ones. */
export function listBills(db: Queryable, userId: number): Bill[] {
  return ownedRows(
    db,
    bankBills,
    [bankBills.userId, userId],
    sql`${bankBills.paidAt} is not null`,
    asc(bankBills.dueOn),
    asc(bankBills.id),
  ).map(billView);
}

function findBill(db: Queryable, userId: number, id: number): BankBillRow {
  return findOwnedRow(db, bankBills, [bankBills.userId, userId], id, 'BILL_NOT_FOUND');
}

export function getBill(db: Queryable, userId: number, id: number): Bill {
  return billView(findBill(db, userId, id));
}

/**
 * A bill by its two numbers (their check digits already checked by the contract): the bill id names the utility,
 * the payment id the amount. Due two weeks from today, as the utilities print it.
 */
export function createBill(
  db: Queryable,
  userId: number,
  input: { billId: string; paymentId: string; title?: string | undefined },
): Bill {
  const type = billTypeOf(input.billId);
  const amount = billAmountOf(input.paymentId);
  // The body's schema passed only bill ids of a known type (isValidBillId).
  if (!type) throw new Error(`createBill: bill id ${input.billId} has no type`);
  if (amount <= 0)
    throw new DomainError('invalid', 'INVALID_PAYMENT_ID', [{ path: 'body.paymentId', message: 'INVALID_PAYMENT_ID' }]);
  const known = firstId(
    db,
    bankBills.id,
    and(eq(bankBills.userId, userId), eq(bankBills.billId, input.billId), eq(bankBills.paymentId, input.paymentId)),
  );
  if (known)
    throw new DomainError('conflict', 'BILL_ALREADY_ADDED', [
      { path: 'body.paymentId', message: 'BILL_ALREADY_ADDED' },
    ]);
  const row = db
    .insert(bankBills)
    .values({
      userId,
      type,
      title: input.title || billNames[type],
      billId: input.billId,
      paymentId: input.paymentId,
      amount,
      dueOn: addDays(tehranToday(), 14),
    })
    .returning()
    .get();
  return billView(row);
}

/** Pays the bill from one of the user's deposits (balance and daily limit checked), in one transaction. */
export function payBill(db: Db, userId: number, id: number, depositId: string): Bill {
  return db.transaction((tx) => {
    const bill = findBill(tx, userId, id);
    if (bill.paidAt) throw new DomainError('conflict', 'BILL_ALREADY_PAID');
    const deposit = findDeposit(tx, userId, depositId);
    assertCanPay(tx, deposit, bill.amount);
    const movement = moveMoney(tx, {
      depositId: deposit.id,
      direction: 'DEBIT',
      amount: bill.amount,
      category: 'BILL',
      description: `پرداخت ${billNames[bill.type]} — ${bill.title}`,
      counterparty: `شناسه قبض ${bill.billId}`,
    });
    tx.update(bankBills)
      .set({ paidAt: movement.occurredAt, transactionId: movement.id })
      .where(eq(bankBills.id, bill.id))
      .run();
    return getBill(tx, userId, id);
  });
}
