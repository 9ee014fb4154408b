import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { mayReferTo, rowId, stamps, timestamp } from './columns.ts';
import { tablesOwnedBy } from './owned-tables.ts';

/** A person who signs in by e-mail code or Google. Created at first sign-in. */
export const users = sqliteTable('users', {
  id: rowId(),
  /** Stored lower-cased (the contracts' emailSchema lower-cases), so equality is case-insensitive. */
  email: text('email').notNull().unique(),
  role: text('role', { enum: ['USER', 'ADMIN'] })
    .notNull()
    .default('USER'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** 09XXXXXXXXX; unique once verified, so one number cannot confirm two accounts. */
  mobile: text('mobile'),
  mobileVerified: integer('mobile_verified', { mode: 'boolean' }).notNull().default(false),
  lang: text('lang', { enum: ['fa', 'en'] })
    .notNull()
    .default('fa'),
  langDir: text('lang_dir', { enum: ['rtl', 'ltr'] })
    .notNull()
    .default('rtl'),
  createdAt: timestamp('created_at'),
});

export type UserRow = typeof users.$inferSelect;

/** A table of a user's own records (sessions, devices, bank data): its first columns are `id` and `user_id`. */
export const userTable = tablesOwnedBy('userId', 'user_id', () => users.id);

/** Who wrote a record: null when the system did, or once that user is deleted. */
const createdBy = () => mayReferTo('created_by', () => users.id, 'set null');

/** Who wrote a record and when; for a record that is never changed. */
export const authored = () => ({ createdBy: createdBy(), createdAt: timestamp('created_at') });

/** Who wrote a record, when, and when it last changed. */
export const authoredAndUpdated = () => ({ createdBy: createdBy(), ...stamps() });
