import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { ownedBy, positive, rowId, stamps, timestamp } from './columns.ts';

/**
 * A payment terminal of a company (payment API host). `active` is its request's lifecycle: false while the bank
 * reviews the request (REQUESTED), true once it takes payments (ACTIVE).
 */
export const terminals = companyTable(
  'terminals',
  {
    name: text('name').notNull(),
    kind: text('kind', { enum: ['shared', 'novin', 'dedicated'] }).notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: timestamp('created_at'),
    siteUrl: text('site_url'),
    settlementIban: text('settlement_iban'),
    settlementSchedule: text('settlement_schedule', { enum: ['DAILY', 'WEEKLY'] }),
    callbackUrl: text('callback_url'),
    activatedAt: text('activated_at'),
  },
  (table) => [index('terminals_company_idx').on(table.companyId)],
);

export type TerminalRow = typeof terminals.$inferSelect;

/**
 * A payment, purchase or event link of a terminal, paid on the public page /p/{token}. `usedCount` and `collected`
 * are kept in the transaction that records each purchase, so the lists sort and sum them without a join.
 */
export const paymentLinks = sqliteTable(
  'payment_links',
  {
    id: rowId(),
    terminalId: ownedBy('terminal_id', () => terminals.id),
    token: text('token').notNull(),
    kind: text('kind', { enum: ['PAYMENT', 'PURCHASE', 'EVENT'] }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    amountMode: text('amount_mode', { enum: ['FIXED', 'PAYER'] }).notNull(),
    amount: integer('amount'),
    minAmount: integer('min_amount'),
    maxAmount: integer('max_amount'),
    expiresOn: text('expires_on'),
    usageLimit: integer('usage_limit'),
    eventOn: text('event_on'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    collected: integer('collected').notNull().default(0),
    searchText: text('search_text').notNull(),
    ...stamps(),
  },
  (table) => [
    uniqueIndex('payment_links_token_unique').on(table.token),
    index('payment_links_terminal_idx').on(table.terminalId, table.createdAt),
    check('payment_links_kind', sql`${table.kind} in ('PAYMENT', 'PURCHASE', 'EVENT')`),
    check('payment_links_amount_mode', sql`${table.amountMode} in ('FIXED', 'PAYER')`),
    check('payment_links_fixed_amount', sql`${table.amountMode} <> 'FIXED' or ${table.amount} > 0`),
    check('payment_links_used', sql`${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit}`),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

/**
 * A payment a payer made on a link's public page: integer Rials, the card masked, the bank's tracking number. Or
 * one the terminal's owner took outside the page (cash, a card reader, a card-to-card transfer) and recorded by
 * hand: `manual`, no card, a reference of its own (M + twelve digits) and the owner's note.
 */
export const linkPurchases = sqliteTable(
  'link_purchases',
  {
    id: rowId(),
    terminalId: ownedBy('terminal_id', () => terminals.id),
    linkId: ownedBy('link_id', () => paymentLinks.id),
    amount: integer('amount').notNull(),
    cardMasked: text('card_masked').notNull(),
    payerName: text('payer_name'),
    payerMobile: text('payer_mobile'),
    reference: text('reference').notNull(),
    paidAt: text('paid_at').notNull(),
    /** Tehran's calendar day of paid_at: today's and the month's takings are a range of it. */
    paidOn: text('paid_on').notNull(),
    searchText: text('search_text').notNull(),
    manual: integer('manual', { mode: 'boolean' }).notNull().default(false),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('link_purchases_reference_unique').on(table.reference),
    index('link_purchases_terminal_day_idx').on(table.terminalId, table.paidOn),
    index('link_purchases_link_idx').on(table.linkId),
    positive('link_purchases_amount', table.amount),
  ],
);

export type LinkPurchaseRow = typeof linkPurchases.$inferSelect;
