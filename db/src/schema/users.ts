import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { rowId, timestamp } from './columns.ts';

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
