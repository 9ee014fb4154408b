import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users, userTable } from './users.ts';
import { mayReferTo, ownedBy, positive, rowId, timestamp } from './columns.ts';

/**
 * The banking code a user exchanges for a banking token (SPEC §3 session state). A SUSPENDED banking account
 * still exchanges its code, but its banking calls answer 422 (SPEC §8: the SPA then leaves banking).
 */
export const bankingCodes = sqliteTable('banking_codes', {
  code: text('code').primaryKey(),
  userId: ownedBy('user_id', () => users.id),
  status: text('status', { enum: ['ACTIVE', 'SUSPENDED'] })
    .notNull()
    .default('ACTIVE'),
  createdAt: timestamp('created_at'),
});

/** Issued banking tokens, stored as SHA-256 hashes, each bound to the user and the code it came from. */
export const bankTokens = sqliteTable(
  'bank_tokens',
  {
    id: rowId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy('user_id', () => users.id),
    code: text('code')
      .notNull()
      .references(() => bankingCodes.code, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('bank_tokens_user_idx').on(table.userId)],
);

export const depositTypes = ['CURRENT', 'SHORT_TERM', 'LONG_TERM', 'SAVINGS'] as const;

/**
 * A banking user's deposit account. Money in integer Rials. `dailyLimit` caps what transfers and bill payments take
 * out of it in one Tehran day (the user lowers or raises it under management).
 */
export const deposits = sqliteTable(
  'deposits',
  {
    id: text('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    number: text('number').notNull(),
    iban: text('iban').notNull(),
    title: text('title').notNull(),
    balance: integer('balance').notNull(),
    currency: text('currency', { enum: ['IRR'] })
      .notNull()
      .default('IRR'),
    type: text('type', { enum: depositTypes }).notNull().default('CURRENT'),
    dailyLimit: integer('daily_limit').notNull().default(2_000_000_000),
  },
  (table) => [index('deposits_user_idx').on(table.userId)],
);

export type BankingCodeRow = typeof bankingCodes.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;

/** The deposit a row moves or draws on; the row goes with it. */
const drawsOn = (column: string) =>
  text(column)
    .notNull()
    .references(() => deposits.id, { onDelete: 'cascade' });

/**
 * A bank card, drawing on one deposit. The full number is kept (the bank's own); the API shows it masked.
 * `dailyLimit` caps what card-to-card transfers take from the card in one Tehran day, beside its deposit's own limit.
 */
export const bankCards = sqliteTable(
  'bank_cards',
  {
    id: text('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    depositId: drawsOn('deposit_id'),
    number: text('number').notNull().unique(),
    holder: text('holder').notNull(),
    /** Jalali year and month the card expires, `1408/06`, as printed on Iranian cards. */
    expiry: text('expiry').notNull(),
    blocked: integer('blocked', { mode: 'boolean' }).notNull().default(false),
    dailyLimit: integer('daily_limit').notNull().default(200_000_000),
  },
  (table) => [index('bank_cards_user_idx').on(table.userId), index('bank_cards_deposit_idx').on(table.depositId)],
);

export const transactionDirections = ['CREDIT', 'DEBIT'] as const;
/** What a movement was for: the workbook groups a month's inflows and outflows by it. */
export const transactionCategories = [
  'SALES',
  'TRANSFER',
  'SALARY',
  'RENT',
  'SUPPLIES',
  'BILL',
  'TAX',
  'FEE',
  'CASH',
  'OTHER',
] as const;

/**
 * One movement of a deposit's balance; `balanceAfter` is the balance right after it, so a statement needs no running
 * sum. Every change of a balance writes one, in the same transaction.
 */
export const bankTransactions = userTable(
  'bank_transactions',
  {
    depositId: drawsOn('deposit_id'),
    cardId: text('card_id').references(() => bankCards.id, { onDelete: 'set null' }),
    occurredAt: text('occurred_at').notNull(),
    amount: integer('amount').notNull(),
    direction: text('direction', { enum: transactionDirections }).notNull(),
    category: text('category', { enum: transactionCategories }).notNull(),
    description: text('description').notNull(),
    counterparty: text('counterparty'),
    balanceAfter: integer('balance_after').notNull(),
    reference: text('reference').notNull().unique(),
  },
  (table) => [
    index('bank_transactions_deposit_idx').on(table.depositId, table.occurredAt, table.id),
    index('bank_transactions_user_idx').on(table.userId, table.occurredAt),
    positive('bank_transactions_amount_positive', table.amount),
  ],
);

export const billTypeValues = ['WATER', 'ELECTRICITY', 'GAS', 'PHONE', 'MOBILE'] as const;

/** A utility bill: its bill id and payment id (with their check digits) give its type and amount. */
export const bankBills = userTable(
  'bank_bills',
  {
    type: text('type', { enum: billTypeValues }).notNull(),
    title: text('title').notNull(),
    billId: text('bill_id').notNull(),
    paymentId: text('payment_id').notNull(),
    amount: integer('amount').notNull(),
    dueOn: text('due_on').notNull(),
    paidAt: text('paid_at'),
    transactionId: mayReferTo('transaction_id', () => bankTransactions.id, 'set null'),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    uniqueIndex('bank_bills_ids_unique').on(table.userId, table.billId, table.paymentId),
    positive('bank_bills_amount_positive', table.amount),
  ],
);

export const savedAccountKinds = ['IBAN', 'CARD'] as const;

/** A transfer destination the user keeps, with the bank its IBAN or card prefix names. */
export const savedAccounts = userTable(
  'bank_saved_accounts',
  {
    name: text('name').notNull(),
    kind: text('kind', { enum: savedAccountKinds }).notNull(),
    value: text('value').notNull(),
    bank: text('bank').notNull(),
    createdAt: timestamp('created_at'),
  },
  (table) => [uniqueIndex('bank_saved_accounts_unique').on(table.userId, table.kind, table.value)],
);

export const transferKinds = ['DEPOSIT', 'CARD', 'IBAN'] as const;
export const transferStatuses = ['AWAITING_CODE', 'DONE'] as const;

/**
 * A transfer: asked for (the code goes to the outbox), then confirmed with the code, which moves the money in one
 * transaction. `idempotencyKey` is the client's: asking again with it returns the same transfer, and the SPA asks
 * for the transfer by it when a confirmation's answer was lost. `creditTransactionId` is null when the money left
 * the bank (another bank's card or IBAN).
 */
export const bankTransfers = userTable(
  'bank_transfers',
  {
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: transferKinds }).notNull(),
    sourceDepositId: drawsOn('source_deposit_id'),
    sourceCardId: text('source_card_id').references(() => bankCards.id, { onDelete: 'set null' }),
    destination: text('destination').notNull(),
    destinationName: text('destination_name'),
    destinationBank: text('destination_bank').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: transferStatuses }).notNull().default('AWAITING_CODE'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    codeExpiresAt: text('code_expires_at').notNull(),
    reference: text('reference'),
    debitTransactionId: integer('debit_transaction_id').references(() => bankTransactions.id, {
      onDelete: 'set null',
    }),
    creditTransactionId: integer('credit_transaction_id').references(() => bankTransactions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at'),
    completedAt: text('completed_at'),
  },
  (table) => [
    uniqueIndex('bank_transfers_key_unique').on(table.userId, table.idempotencyKey),
    positive('bank_transfers_amount_positive', table.amount),
  ],
);

export type BankCardRow = typeof bankCards.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type BankBillRow = typeof bankBills.$inferSelect;
export type SavedAccountRow = typeof savedAccounts.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;
