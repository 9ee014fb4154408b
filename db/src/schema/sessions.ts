import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** One sign-in on one device. Access tokens name it (`sid`), so revoking it stops them at once. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    createdAt: text('created_at').notNull().default(now),
    revokedAt: text('revoked_at'),
    /** SIGNED_OUT, DEVICE_REVOKED or REFRESH_TOKEN_REUSED. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_device_idx').on(table.userId, table.deviceId)],
);

/**
 * Refresh tokens of a session, stored as SHA-256 hashes. Each refresh rotates: the presented token gets
 * `rotatedAt` and a new one is issued. Presenting a rotated token again means it leaked: the session is revoked.
 */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: text('created_at').notNull().default(now),
    expiresAt: text('expires_at').notNull(),
    rotatedAt: text('rotated_at'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
