import { index, integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { stamps } from './columns.ts';

export const itemKinds = ['PRODUCT', 'SERVICE'] as const;

/** A product or service one company sells or buys; prices in integer Rials, VAT as a whole percentage. */
export const items = companyTable(
  'items',
  {
    code: text('code').notNull(),
    kind: text('kind', { enum: itemKinds }).notNull(),
    name: text('name').notNull(),
    /** nameSortKey(name): sorts in Persian alphabet order (text/search-text.ts). */
    sortName: text('sort_name').notNull(),
    unit: text('unit').notNull(),
    salePrice: integer('sale_price'),
    purchasePrice: integer('purchase_price'),
    vatApplicable: integer('vat_applicable', { mode: 'boolean' }).notNull(),
    vatRate: integer('vat_rate').notNull().default(10),
    barcode: text('barcode'),
    /** The tax system's 13-digit goods or service id (Moadian `sstid`); an e-invoice's lines take it from here. */
    goodsServiceId: text('goods_service_id'),
    category: text('category'),
    trackStock: integer('track_stock', { mode: 'boolean' }).notNull().default(false),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** searchTextOf(code, name, barcode): what the list's `q` words must each appear in. */
    searchText: text('search_text').notNull(),
    ...stamps(),
  },
  // As for stakeholders: one index per sortable column behind company_id, so a page is read in order.
  (table) => [
    uniqueIndex('items_company_code_unique').on(table.companyId, table.code),
    // A search reads every row of the company; this covering index lets the count read the keys alone.
    index('items_company_search_idx').on(table.companyId, table.searchText),
    index('items_company_created_idx').on(table.companyId, table.createdAt),
    index('items_company_sort_name_idx').on(table.companyId, table.sortName),
    index('items_company_kind_idx').on(table.companyId, table.kind),
    index('items_company_sale_price_idx').on(table.companyId, table.salePrice),
    index('items_company_purchase_price_idx').on(table.companyId, table.purchasePrice),
    index('items_company_category_idx').on(table.companyId, table.category),
  ],
);

export type ItemRow = typeof items.$inferSelect;
export type NewItemRow = typeof items.$inferInsert;
