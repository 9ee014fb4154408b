import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { ownedBy, rowId, timestamp } from './columns.ts';

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

export const membershipRoles = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'MEMBER'] as const;

export const memberships = sqliteTable(
  'memberships',
  {
    userId: ownedBy('user_id', () => users.id),
    companyId: ownedBy('company_id', () => companies.id),
    role: text('role', { enum: membershipRoles }).notNull().default('MEMBER'),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('memberships_company_idx').on(table.companyId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
