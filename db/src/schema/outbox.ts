import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { rowId, timestamp } from './columns.ts';

/** Development outbox: what would have been e-mailed or texted. Nothing leaves the machine offline. */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: rowId(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('outbox_to_idx').on(table.to)],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
