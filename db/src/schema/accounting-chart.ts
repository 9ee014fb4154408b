import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { stakeholders } from './stakeholders.ts';
import { mayReferTo, timestamp } from './columns.ts';

/** group → kol (general) → moein (subsidiary); vouchers post to moein accounts only. */
export const accountLevels = ['GROUP', 'KOL', 'MOEIN'] as const;
/** Which side an account's balance normally sits on; NONE for accounts that swing (e.g. a clearing account). */
export const accountNatures = ['DEBIT', 'CREDIT', 'NONE'] as const;
/** REVENUE and EXPENSE are the temporary accounts a year's closing zeroes into retained earnings. */
export const accountTypes = ['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE'] as const;
export const tafsiliKinds = ['PERSON', 'BANK_ACCOUNT', 'CASH_BOX', 'PETTY_CASH', 'PROJECT', 'OTHER'] as const;

export type AccountLevel = (typeof accountLevels)[number];
export type AccountNature = (typeof accountNatures)[number];
export type AccountType = (typeof accountTypes)[number];
export type TafsiliKind = (typeof tafsiliKinds)[number];

/** One company's chart of accounts. Codes are editable (they differ between companies) and unique per company. */
export const accounts = companyTable(
  'accounts',
  {
    /** Null for a group; a kol's parent is a group, a moein's a kol (the domain checks the level below). */
    parentId: mayReferTo('parent_id', (): AnySQLiteColumn => accounts.id),
    level: text('level', { enum: accountLevels }).notNull(),
    code: text('code').notNull(),
    nameFa: text('name_fa').notNull(),
    /** Null when the company keeps one name; the screens then show the Persian one in both languages. */
    nameEn: text('name_en'),
    nature: text('nature', { enum: accountNatures }).notNull(),
    type: text('type', { enum: accountTypes }).notNull(),
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    /** Seeded from the standard chart: documents and the year-end post to it, so it cannot be removed. */
    system: integer('system', { mode: 'boolean' }).notNull().default(false),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    uniqueIndex('accounts_company_code_unique').on(table.companyId, table.code),
    index('accounts_parent_idx').on(table.parentId),
    check('accounts_level_parent', sql`(${table.level} = 'GROUP') = (${table.parentId} is null)`),
  ],
);

/** Detail accounts attached to voucher lines under any moein: people, bank accounts, cash boxes, projects… */
export const tafsiliAccounts = companyTable(
  'tafsili_accounts',
  {
    kind: text('kind', { enum: tafsiliKinds }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The person's stakeholder, for kind PERSON made automatically; its name follows the stakeholder's. */
    stakeholderId: mayReferTo('stakeholder_id', () => stakeholders.id, 'set null'),
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    uniqueIndex('tafsili_company_code_unique').on(table.companyId, table.code),
    uniqueIndex('tafsili_company_stakeholder_unique')
      .on(table.companyId, table.stakeholderId)
      .where(sql`${table.stakeholderId} is not null`),
    index('tafsili_company_kind_idx').on(table.companyId, table.kind),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
export type TafsiliRow = typeof tafsiliAccounts.$inferSelect;
export type NewTafsiliRow = typeof tafsiliAccounts.$inferInsert;
