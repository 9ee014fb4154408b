import { sql } from 'drizzle-orm';
import { check, index, integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts, tafsiliAccounts } from './accounting-chart.ts';
import { companyTable } from './companies.ts';
import { companyOrderIndexes, mayReferTo, refersTo, stamps } from './columns.ts';

/** The ways a company takes money (issue 18): cash, a card reader (POS), a bank transfer, a cheque. */
export const paymentMethodKinds = ['CASH', 'CARD_READER', 'BANK_TRANSFER', 'CHEQUE'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/**
 * A payment method and where its money lands: a moein account under cash and banks and, optionally, the treasury
 * place (a cash box, bank account or petty-cash tafsili) on it. At most one default per kind, and only an active
 * method may be the default (the partial unique index and the CHECK hold both).
 */
export const paymentMethods = companyTable(
  'payment_methods',
  {
    name: text('name').notNull(),
    kind: text('kind', { enum: paymentMethodKinds }).notNull(),
    accountId: refersTo('account_id', () => accounts.id),
    tafsiliId: mayReferTo('tafsili_id', () => tafsiliAccounts.id),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    /** nameSortKey(name) and searchTextOf(name): the list's sort and `q` keys. */
    sortName: text('sort_name').notNull(),
    searchText: text('search_text').notNull(),
    ...stamps(),
  },
  (table) => [
    uniqueIndex('payment_methods_company_name_unique').on(table.companyId, table.name),
    uniqueIndex('payment_methods_default_per_kind').on(table.companyId, table.kind).where(sql`${table.isDefault} = 1`),
    index('payment_methods_company_kind_idx').on(table.companyId, table.kind, table.sortName),
    ...companyOrderIndexes('payment_methods', table.companyId, {
      sort_name: table.sortName,
      created: table.createdAt,
    }),
    index('payment_methods_account_idx').on(table.accountId),
    index('payment_methods_tafsili_idx').on(table.tafsiliId),
    check('payment_methods_default_active', sql`${table.isDefault} = 0 or ${table.active} = 1`),
  ],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethodRow = typeof paymentMethods.$inferInsert;
