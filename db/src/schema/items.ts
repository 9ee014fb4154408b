import { integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { companyOrderIndexes, stamps } from './columns.ts';

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
    // A search reads every row of the company; the `search` index covers it, so the count reads the keys alone.
    ...companyOrderIndexes('items', table.companyId, {
      search: table.searchText,
      created: table.createdAt,
      sort_name: table.sortName,
      kind: table.kind,
      sale_price: table.salePrice,
      purchase_price: table.purchasePrice,
      category: table.category,
    }),
  ],
);

export type ItemRow = typeof items.$inferSelect;
export type NewItemRow = typeof items.$inferInsert;
