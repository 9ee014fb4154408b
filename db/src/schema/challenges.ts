import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { mayReferTo, rowId, timestamp } from './columns.ts';

/**
 * A one-time code sent by e-mail (sign-in) or SMS (mobile verification). Only a hash of the code is kept; the
 * public id is what the client holds (the login state's verificationCode, the mobile state's verificationId).
 */
export const challenges = sqliteTable(
  'challenges',
  {
    id: rowId(),
    publicId: text('public_id').notNull().unique(),
    purpose: text('purpose', { enum: ['EMAIL_SIGN_IN', 'MOBILE_VERIFY'] }).notNull(),
    /** The e-mail or mobile number the code went to. */
    target: text('target').notNull(),
    /** For mobile verification: the signed-in user asking. */
    userId: mayReferTo('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set once answered correctly, or when a newer code for the same target replaces it. */
    consumedAt: text('consumed_at'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('challenges_target_idx').on(table.purpose, table.target)],
);

export type ChallengeRow = typeof challenges.$inferSelect;
