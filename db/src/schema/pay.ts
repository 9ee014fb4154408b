import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companies } from './companies.ts';
import { ownedBy, rowId, timestamp } from './columns.ts';

/** A payment terminal of a company (payment API host). */
export const terminals = sqliteTable(
  'terminals',
  {
    id: rowId(),
    companyId: ownedBy('company_id', () => companies.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['shared', 'novin', 'dedicated'] }).notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('terminals_company_idx').on(table.companyId)],
);

export type TerminalRow = typeof terminals.$inferSelect;
