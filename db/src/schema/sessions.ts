import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { userTable } from './users.ts';
import { ownedBy, rowId, timestamp } from './columns.ts';

/** One sign-in on one device. Access tokens name it (`sid`), so revoking it stops them at once. */
export const sessions = userTable(
  'sessions',
  {
    deviceId: text('device_id').notNull(),
    createdAt: timestamp('created_at'),
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
    id: rowId(),
    sessionId: ownedBy('session_id', () => sessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at'),
    expiresAt: text('expires_at').notNull(),
    rotatedAt: text('rotated_at'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
