import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { ibanOf } from '@daftar/contracts/endpoints/banking-numbers';
import type { Deposit } from '@daftar/contracts/endpoints/banking-schemas';
import type { Db, Queryable } from '@daftar/db/client';
import { type DepositRow, deposits } from '@daftar/db/schema/banking';
import { assertCanPay, findDeposit, moveMoney, usedToday } from './movements.ts';
import { ownedRows } from '../owned-row.ts';

/** The bank's own IBAN code (the seeded deposits are Parsian's, 054). */
const ownBankCode = '054';

export function depositView(db: Queryable, row: DepositRow): Deposit {
  return {
    id: row.id,
    number: row.number,
    iban: row.iban,
    title: row.title,
    balance: row.balance,
    currency: row.currency,
    type: row.type,
    dailyLimit: row.dailyLimit,
    usedToday: usedToday(db, row.id),
  };
}

/** The user's deposit accounts, oldest first; balances in integer Rials. */
export function listDeposits(db: Queryable, userId: number): Deposit[] {
  return ownedRows(db, deposits, [deposits.userId, userId], asc(deposits.id)).map((row) => depositView(db, row));
}

export function getDeposit(db: Queryable, userId: number, id: string): Deposit {
  return depositView(db, findDeposit(db, userId, id));
}

const typeCodes: Record<DepositRow['type'], string> = {
  CURRENT: '850',
  SHORT_TERM: '870',
  LONG_TERM: '880',
  SAVINGS: '810',
};
const typeTitles: Record<DepositRow['type'], string> = {
  CURRENT: 'جاری',
  SHORT_TERM: 'سپرده کوتاه‌مدت',
  LONG_TERM: 'سپرده بلندمدت',
  SAVINGS: 'قرض‌الحسنه پس‌انداز',
};

/** A number and IBAN no deposit has yet. */
function freshNumbers(db: Queryable, type: DepositRow['type']) {
  for (;;) {
    const account = String(randomInt(1_000_000, 10_000_000));
    const number = `0101-${typeCodes[type]}-${account}-1`;
    if (db.select({ id: deposits.id }).from(deposits).where(eq(deposits.number, number)).get()) continue;
    const iban = ibanOf(`${ownBankCode}0101${typeCodes[type]}0000${account}1`);
    return { id: `dep-${account}`, number, iban };
  }
}

/** Opens a deposit with its opening amount moved from another of the user's deposits, in one transaction. */
export function openDeposit(
  db: Db,
  userId: number,
  input: { type: DepositRow['type']; title: string; sourceDepositId: string; amount: number },
): Deposit {
  return db.transaction((tx) => {
    const source = findDeposit(tx, userId, input.sourceDepositId);
    assertCanPay(tx, source, input.amount);
    const numbers = freshNumbers(tx, input.type);
    tx.insert(deposits)
      .values({ ...numbers, userId, title: input.title, type: input.type, balance: 0, dailyLimit: 1_000_000_000 })
      .run();
    const description = `افتتاح ${typeTitles[input.type]} ${numbers.number}`;
    const debit = moveMoney(tx, {
      depositId: source.id,
      direction: 'DEBIT',
      amount: input.amount,
      category: 'TRANSFER',
      description,
      counterparty: input.title,
    });
    moveMoney(tx, {
      depositId: numbers.id,
      direction: 'CREDIT',
      amount: input.amount,
      category: 'TRANSFER',
      description: `مبلغ افتتاح از ${source.title}`,
      counterparty: source.title,
      reference: `${debit.reference}1`,
    });
    return getDeposit(tx, userId, numbers.id);
  });
}

export function updateDepositLimit(db: Queryable, userId: number, id: string, dailyLimit: number): Deposit {
  const deposit = findDeposit(db, userId, id);
  db.update(deposits).set({ dailyLimit }).where(eq(deposits.id, deposit.id)).run();
  return getDeposit(db, userId, id);
}
