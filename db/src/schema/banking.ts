import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { ownedBy, rowId, timestamp } from './columns.ts';

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

/** A banking user's deposit account. Money in integer Rials. */
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
  },
  (table) => [index('deposits_user_idx').on(table.userId)],
);

export type BankingCodeRow = typeof bankingCodes.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
