import { text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { timestamp } from './columns.ts';

/**
 * The column mapping a company's imports used (issue 31): which field a file's header was read into, by kind and by
 * the header as it is compared (`comparable` in mock-api's import domain). The next file with that header is mapped
 * the same way before any matching by name. Deleted with the company.
 */
export const importMappings = companyTable(
  'import_mappings',
  {
    kind: text('kind').notNull(),
    header: text('header').notNull(),
    field: text('field').notNull(),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [uniqueIndex('import_mappings_header_idx').on(table.companyId, table.kind, table.header)],
);

export type ImportMappingRow = typeof importMappings.$inferSelect;
