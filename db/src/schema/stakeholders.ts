import { sql } from 'drizzle-orm';
import { integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { companyOrderIndexes, stamps } from './columns.ts';

export const stakeholderKinds = ['INDIVIDUAL', 'BUSINESS'] as const;

/** A customer and/or supplier of one company: a person (first and last name) or a business (its name). */
export const stakeholders = companyTable(
  'stakeholders',
  {
    code: text('code').notNull(),
    kind: text('kind', { enum: stakeholderKinds }).notNull(),
    /** The person's full name or the business's name, as shown in lists. */
    displayName: text('display_name').notNull(),
    /** nameSortKey(displayName): sorts in Persian alphabet order (text/search-text.ts). */
    sortName: text('sort_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    businessName: text('business_name'),
    nationalId: text('national_id'),
    economicCode: text('economic_code'),
    registrationNumber: text('registration_number'),
    isCustomer: integer('is_customer', { mode: 'boolean' }).notNull(),
    isSupplier: integer('is_supplier', { mode: 'boolean' }).notNull(),
    mobile: text('mobile'),
    phone: text('phone'),
    email: text('email'),
    province: text('province'),
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    /** Integer Rials; null when no limit is set. */
    creditLimit: integer('credit_limit'),
    notes: text('notes'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** searchTextOf(code, displayName, mobile): what the list's `q` words must each appear in. */
    searchText: text('search_text').notNull(),
    ...stamps(),
  },
  // Every list query is `company_id = ?` plus an ORDER BY; an index per sortable column lets SQLite walk the
  // company's rows already in order (the rowid in each index entry breaks ties) instead of sorting 10k rows.
  (table) => [
    uniqueIndex('stakeholders_company_code_unique').on(table.companyId, table.code),
    uniqueIndex('stakeholders_company_national_id_unique')
      .on(table.companyId, table.nationalId)
      .where(sql`${table.nationalId} is not null`),
    // A search reads every row of the company; the `search` index covers it, so the count reads the keys alone.
    ...companyOrderIndexes('stakeholders', table.companyId, {
      search: table.searchText,
      created: table.createdAt,
      sort_name: table.sortName,
      kind: table.kind,
      mobile: table.mobile,
      credit_limit: table.creditLimit,
    }),
  ],
);

export type StakeholderRow = typeof stakeholders.$inferSelect;
export type NewStakeholderRow = typeof stakeholders.$inferInsert;
