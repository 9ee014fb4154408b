import { index, text } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { users } from './users.ts';
import { ownedBy, timestamp } from './columns.ts';

export const savedReportKinds = ['ADVANCE_INVOICE', 'ADVANCE_CUSTOMER'] as const;

/**
 * A filter set of an advance report that a user keeps, per company: the builder's query string as the URL holds it,
 * so opening it is opening that URL. Deleted with the user or the company.
 */
export const savedReports = companyTable(
  'saved_reports',
  {
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: savedReportKinds }).notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('saved_reports_company_user_idx').on(table.companyId, table.userId, table.kind)],
);

export type SavedReportRow = typeof savedReports.$inferSelect;
