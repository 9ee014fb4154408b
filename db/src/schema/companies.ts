import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** A business; its data is served only to its members. */
export const companies = sqliteTable('companies', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  nationalId: text('national_id'),
  economicCode: text('economic_code'),
  phone: text('phone'),
  address: text('address'),
  /** Colleagues join with it (POST /api/v1/companies/join). */
  invitationCode: text('invitation_code').unique(),
  createdAt: text('created_at').notNull().default(now),
});

export const membershipRoles = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'MEMBER'] as const;

export const memberships = sqliteTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: membershipRoles }).notNull().default('MEMBER'),
    createdAt: text('created_at').notNull().default(now),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('memberships_company_idx').on(table.companyId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
