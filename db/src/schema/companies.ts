import { sql } from 'drizzle-orm';
import { check, index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { ownedBy, rowId, timestamp } from './columns.ts';
import { tablesOwnedBy } from './owned-tables.ts';

/** A business; its data is served only to its members. */
export const companies = sqliteTable('companies', {
  id: rowId(),
  name: text('name').notNull(),
  nationalId: text('national_id'),
  economicCode: text('economic_code'),
  phone: text('phone'),
  address: text('address'),
  /** Colleagues join with it (POST /api/v1/companies/join). */
  invitationCode: text('invitation_code').unique(),
  createdAt: timestamp('created_at'),
});

/**
 * A member's role in one company (issue 18), enforced by the mock API on every company-scoped call
 * (`mock-api/src/auth/roles/`). Not the user-level role of SPEC §3 (ADMIN edits translations).
 */
export const membershipRoles = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER'] as const;
export type MembershipRole = (typeof membershipRoles)[number];

export const memberships = sqliteTable(
  'memberships',
  {
    userId: ownedBy('user_id', () => users.id),
    companyId: ownedBy('company_id', () => companies.id),
    role: text('role', { enum: membershipRoles }).notNull().default('VIEWER'),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('memberships_company_idx').on(table.companyId),
    check('memberships_role_known', sql`${table.role} in ('OWNER', 'ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER')`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/** A table of a company's records: its first columns are the record's `id` and its `company_id`. */
export const companyTable = tablesOwnedBy('companyId', 'company_id', () => companies.id);
