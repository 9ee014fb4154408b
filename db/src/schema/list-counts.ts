import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { itemKinds } from './items.ts';
import { stakeholderKinds } from './stakeholders.ts';

/**
 * The stakeholder list's counts per company and per value of each filtered column, so a page's total adds up a few
 * rows instead of counting the company's. A table without rowids, written only by the triggers on `stakeholders`
 * (both in the last block of db/migrations/0000_baseline.sql: drizzle-kit cannot say them); the reset leaves it to
 * them too (db/src/reset.ts). A row whose count falls to 0 is dropped.
 */
export const stakeholderListCounts = sqliteTable(
  'stakeholder_list_counts',
  {
    companyId: integer('company_id').notNull(),
    kind: text('kind', { enum: stakeholderKinds }).notNull(),
    isCustomer: integer('is_customer', { mode: 'boolean' }).notNull(),
    isSupplier: integer('is_supplier', { mode: 'boolean' }).notNull(),
    active: integer('active', { mode: 'boolean' }).notNull(),
    stakeholders: integer('stakeholders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.kind, table.isCustomer, table.isSupplier, table.active] })],
);

/** The item list's counts, as `stakeholderListCounts`; a category may be null. */
export const itemListCounts = sqliteTable(
  'item_list_counts',
  {
    companyId: integer('company_id').notNull(),
    kind: text('kind', { enum: itemKinds }).notNull(),
    category: text('category'),
    active: integer('active', { mode: 'boolean' }).notNull(),
    items: integer('items').notNull(),
  },
  (table) => [uniqueIndex('item_list_counts_key').on(table.companyId, table.kind, table.category, table.active)],
);
