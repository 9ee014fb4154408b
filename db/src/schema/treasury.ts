import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts, tafsiliAccounts } from './accounting-chart.ts';
import { companies, companyTable } from './companies.ts';
import { authored } from './users.ts';
import { keyedBy, ownedBy, positive, refersTo, rowId, stamps, timestamp } from './columns.ts';

/**
 * The treasury: where a company's money sits (cash boxes, its bank accounts, petty-cash holders), the partners who
 * own it, and the documents that move money between them. Every place and partner IS a tafsili account (made in the
 * same transaction, its name following); balances are never stored, they are read from the journal.
 */
export const treasuryKinds = ['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'] as const;
export const treasuryTransferKinds = ['TRANSFER', 'ADVANCE', 'REPLENISHMENT'] as const;
export const ownerTransactionKinds = ['CONTRIBUTION', 'WITHDRAWAL'] as const;
export const treasuryDocumentStatuses = ['ACTIVE', 'CANCELLED'] as const;

export type TreasuryKind = (typeof treasuryKinds)[number];
export type TreasuryTransferKind = (typeof treasuryTransferKinds)[number];
export type OwnerTransactionKind = (typeof ownerTransactionKinds)[number];

/** A treasury document's life: in force until cancelled (its voucher removed or reversed), and who wrote it when. */
const documentLife = () => ({
  status: text('status', { enum: treasuryDocumentStatuses }).notNull().default('ACTIVE'),
  cancelledAt: text('cancelled_at'),
  ...authored(),
});

/** A cash box, a bank account of the company or a petty-cash holder; the bank fields only for BANK_ACCOUNT. */
export const treasuryAccounts = companyTable(
  'treasury_accounts',
  {
    kind: text('kind', { enum: treasuryKinds }).notNull(),
    tafsiliId: refersTo('tafsili_id', () => tafsiliAccounts.id),
    name: text('name').notNull(),
    bankName: text('bank_name'),
    branch: text('branch'),
    accountNumber: text('account_number'),
    /** "IR" and 24 digits, mod-97 checked. */
    iban: text('iban'),
    /** 16 digits, Luhn checked. */
    cardNumber: text('card_number'),
    /** The petty-cash holder (a person) and the most the fund should hold, in Rials. */
    holderName: text('holder_name'),
    cashLimit: integer('cash_limit'),
    /** Posted as the TREASURY_OPENING document (debit this place, credit capital) on openingDate. */
    openingBalance: integer('opening_balance').notNull().default(0),
    openingDate: text('opening_date'),
    description: text('description'),
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    ...stamps(),
  },
  (table) => [
    uniqueIndex('treasury_accounts_tafsili_unique').on(table.tafsiliId),
    index('treasury_accounts_company_kind_idx').on(table.companyId, table.kind),
    uniqueIndex('treasury_accounts_company_iban_unique')
      .on(table.companyId, table.iban)
      .where(sql`${table.iban} is not null`),
    check('treasury_accounts_opening_not_negative', sql`${table.openingBalance} >= 0`),
    check('treasury_accounts_limit_not_negative', sql`${table.cashLimit} is null or ${table.cashLimit} >= 0`),
  ],
);

/** A partner (owner) of the company: their capital and drawings are tafsili lines on the equity accounts. */
export const treasuryPartners = companyTable(
  'treasury_partners',
  {
    tafsiliId: refersTo('tafsili_id', () => tafsiliAccounts.id),
    name: text('name').notNull(),
    /** Share of the company in hundredths of a percent (5000 = 50%); informational. */
    shareBasisPoints: integer('share_basis_points'),
    mobile: text('mobile'),
    description: text('description'),
    ...stamps(),
  },
  (table) => [
    uniqueIndex('treasury_partners_tafsili_unique').on(table.tafsiliId),
    index('treasury_partners_company_idx').on(table.companyId),
    check(
      'treasury_partners_share_range',
      sql`${table.shareBasisPoints} is null or ${table.shareBasisPoints} between 0 and 10000`,
    ),
  ],
);

/**
 * Money moved from one treasury place to another (an advance or replenishment is a transfer into a petty-cash
 * holder); an optional fee is paid by the source to bank charges. One voucher (source TREASURY_TRANSFER).
 */
export const treasuryTransfers = companyTable(
  'treasury_transfers',
  {
    kind: text('kind', { enum: treasuryTransferKinds }).notNull().default('TRANSFER'),
    date: text('date').notNull(),
    fromTafsiliId: refersTo('from_tafsili_id', () => tafsiliAccounts.id),
    toTafsiliId: refersTo('to_tafsili_id', () => tafsiliAccounts.id),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    reference: text('reference'),
    description: text('description'),
    ...documentLife(),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [
    index('treasury_transfers_company_date_idx').on(table.companyId, table.date, table.id),
    positive('treasury_transfers_amount_positive', table.amount),
    check('treasury_transfers_fee_not_negative', sql`${table.fee} >= 0`),
    check('treasury_transfers_two_places', sql`${table.fromTafsiliId} <> ${table.toTafsiliId}`),
  ],
);

/** A petty-cash holder's expenses, settled: each line debits an expense account, the holder is credited the total. */
export const pettyCashSettlements = companyTable(
  'petty_cash_settlements',
  {
    holderTafsiliId: refersTo('holder_tafsili_id', () => tafsiliAccounts.id),
    date: text('date').notNull(),
    total: integer('total').notNull(),
    description: text('description'),
    ...documentLife(),
  },
  (table) => [
    index('petty_cash_settlements_company_date_idx').on(table.companyId, table.date, table.id),
    positive('petty_cash_settlements_total_positive', table.total),
  ],
);

export const pettyCashSettlementLines = sqliteTable(
  'petty_cash_settlement_lines',
  {
    id: rowId(),
    settlementId: ownedBy('settlement_id', () => pettyCashSettlements.id),
    row: integer('row').notNull(),
    accountId: refersTo('account_id', () => accounts.id),
    amount: integer('amount').notNull(),
    description: text('description'),
  },
  (table) => [
    uniqueIndex('petty_cash_settlement_lines_row_unique').on(table.settlementId, table.row),
    positive('petty_cash_settlement_lines_amount_positive', table.amount),
  ],
);

/** A partner's contribution (debit the place, credit capital) or withdrawal (debit drawings, credit the place). */
export const ownerTransactions = companyTable(
  'owner_transactions',
  {
    partnerId: ownedBy('partner_id', () => treasuryPartners.id),
    kind: text('kind', { enum: ownerTransactionKinds }).notNull(),
    date: text('date').notNull(),
    amount: integer('amount').notNull(),
    treasuryTafsiliId: refersTo('treasury_tafsili_id', () => tafsiliAccounts.id),
    description: text('description'),
    ...documentLife(),
  },
  (table) => [
    index('owner_transactions_company_date_idx').on(table.companyId, table.date, table.id),
    index('owner_transactions_partner_idx').on(table.partnerId),
    positive('owner_transactions_amount_positive', table.amount),
  ],
);

/** Per company: whether a cash box may be paid below zero (no by default). */
export const treasurySettings = sqliteTable('treasury_settings', {
  companyId: keyedBy('company_id', () => companies.id),
  cashMayGoNegative: integer('cash_may_go_negative', { mode: 'boolean' }).notNull().default(false),
  updatedAt: timestamp('updated_at'),
});

export type TreasuryAccountRow = typeof treasuryAccounts.$inferSelect;
export type TreasuryPartnerRow = typeof treasuryPartners.$inferSelect;
export type TreasuryTransferRow = typeof treasuryTransfers.$inferSelect;
export type PettyCashSettlementRow = typeof pettyCashSettlements.$inferSelect;
export type OwnerTransactionRow = typeof ownerTransactions.$inferSelect;
