import { sql } from 'drizzle-orm';
import { check, index, integer, text } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { invoices } from './invoices.ts';
import { items } from './items.ts';
import { ownedBy, refersTo, timestamp } from './columns.ts';

/**
 * What moves stock: an issued purchase (in), a delivery note (out: a sale moves stock when it is delivered), a sell
 * return (in, the part that had been delivered) and a purchase return (out).
 */
export const stockSources = ['PURCHASE', 'DELIVERY', 'SELL_RETURN', 'PURCHASE_RETURN'] as const;
export type StockSource = (typeof stockSources)[number];

/**
 * One item's quantity in or out (signed thousandths), written in the transaction of the document that moved it;
 * only items with stock tracking get rows. Quantity on hand is their sum, never typed.
 */
export const stockMovements = companyTable(
  'stock_movements',
  {
    itemId: refersTo('item_id', () => items.id),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    sourceType: text('source_type', { enum: stockSources }).notNull(),
    /** The purchase invoice's, delivery note's or return's id. */
    sourceId: integer('source_id').notNull(),
    date: text('date').notNull(),
    quantityThousandths: integer('quantity_thousandths').notNull(),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    index('stock_movements_item_date_idx').on(table.itemId, table.date, table.id),
    index('stock_movements_source_idx').on(table.sourceType, table.sourceId),
    index('stock_movements_invoice_idx').on(table.invoiceId),
    check('stock_movements_quantity_not_zero', sql`${table.quantityThousandths} <> 0`),
  ],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;
