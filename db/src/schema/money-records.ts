import { sql } from 'drizzle-orm';
import { check, index, integer, text } from 'drizzle-orm/sqlite-core';
import { accounts, tafsiliAccounts } from './accounting-chart.ts';
import { postedVoucher, vouchers } from './accounting-journal.ts';
import { numberedInYear } from './accounting-years.ts';
import { companyTable } from './companies.ts';
import { stakeholders } from './stakeholders.ts';
import { authoredAndUpdated } from './users.ts';
import { kindTabIndexes, mayReferTo, positive, refersTo } from './columns.ts';

export const moneyRecordKinds = ['INCOME', 'EXPENSE'] as const;
export type MoneyRecordKind = (typeof moneyRecordKinds)[number];

/**
 * An income or expense record (/income, /expense): one category account, an amount and its VAT, the treasury
 * tafsili the money left or reached, and the voucher it posted. `number` is 1..n per fiscal year and kind without
 * gaps. The category's, treasury's and stakeholder's codes and names are copied at each save (what the list shows,
 * sorts and searches without a join), and `searchText` holds them folded for the list's `q`.
 */
export const moneyRecords = companyTable(
  'money_records',
  {
    kind: text('kind', { enum: moneyRecordKinds }).notNull(),
    ...numberedInYear(),
    categoryAccountId: refersTo('category_account_id', () => accounts.id),
    categoryCode: text('category_code').notNull(),
    categoryName: text('category_name').notNull(),
    categoryNameEn: text('category_name_en'),
    amount: integer('amount').notNull(),
    vatRate: integer('vat_rate').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    total: integer('total').notNull(),
    treasuryId: refersTo('treasury_id', () => tafsiliAccounts.id),
    treasuryKind: text('treasury_kind', { enum: ['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'] }).notNull(),
    treasuryCode: text('treasury_code').notNull(),
    treasuryName: text('treasury_name').notNull(),
    stakeholderId: mayReferTo('stakeholder_id', () => stakeholders.id),
    stakeholderCode: text('stakeholder_code'),
    stakeholderName: text('stakeholder_name'),
    description: text('description'),
    reference: text('reference'),
    /** The voucher in force; set in the transaction that writes the record. */
    voucherId: postedVoucher(),
    /**
     * The voucher that reversed a FINAL one (debits and credits swapped) and when: a reversed record stays, its
     * voucher and the reversal both in the journal, and changes no more. `reversed_at` is the status.
     */
    reversalVoucherId: mayReferTo('reversal_voucher_id', () => vouchers.id, 'set null'),
    reversedAt: text('reversed_at'),
    searchText: text('search_text').notNull(),
    ...authoredAndUpdated(),
  },
  // The list is always one kind of one company (a tab per kind).
  (table) => [
    ...kindTabIndexes('money_records', table),
    index('money_records_company_kind_total_idx').on(table.companyId, table.kind, table.total),
    index('money_records_company_kind_category_idx').on(table.companyId, table.kind, table.categoryCode),
    index('money_records_company_created_idx').on(table.companyId, table.createdAt),
    index('money_records_category_idx').on(table.categoryAccountId, table.date),
    index('money_records_treasury_idx').on(table.treasuryId, table.date),
    // Led by the stakeholder alone: whether a stakeholder is referenced, and a person's records.
    index('money_records_stakeholder_idx').on(table.stakeholderId, table.date),
    positive('money_records_amount_positive', table.amount),
    check('money_records_vat_rate', sql`${table.vatRate} between 0 and 100`),
    check('money_records_figures', sql`${table.vat} >= 0 and ${table.total} = ${table.amount} + ${table.vat}`),
  ],
);

export type MoneyRecordRow = typeof moneyRecords.$inferSelect;
