import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ItemStock } from '@daftar/contracts/endpoints/invoices-documents';
import { quantityScale } from '@daftar/contracts/invoices/totals';
import type { Queryable } from '@daftar/db/client';
import { deliveryNoteLines, invoiceReturnLines } from '@daftar/db/schema/invoice-returns';
import { invoiceLines, invoices } from '@daftar/db/schema/invoices';
import { items } from '@daftar/db/schema/items';
import { type StockSource, stockMovements } from '@daftar/db/schema/stock';
import { findCompanyRecord } from '../list-page.ts';

/** The document that moves stock: its kind and id, its invoice and its date. */
export interface StockDocument {
  companyId: number;
  invoiceId: number;
  sourceType: StockSource;
  sourceId: number;
  date: string;
}

/** An item's quantity in (positive) or out (negative), in thousandths. */
export interface StockLine {
  itemId: number;
  quantityThousandths: number;
}

/** The ids among `itemIds` whose stock is tracked. */
function trackedItems(tx: Queryable, companyId: number, itemIds: number[]): Set<number> {
  if (itemIds.length === 0) return new Set();
  const rows = tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.companyId, companyId), inArray(items.id, itemIds), eq(items.trackStock, true)))
    .all();
  return new Set(rows.map((row) => row.id));
}

/**
 * Writes a document's stock movements, one per tracked item (an item on several lines is summed); untracked items
 * and zero quantities write nothing. Called inside the document's own transaction.
 */
export function writeStockMovements(tx: Queryable, document: StockDocument, lines: StockLine[]): void {
  const tracked = trackedItems(
    tx,
    document.companyId,
    lines.map((line) => line.itemId),
  );
  const byItem = new Map<number, number>();
  for (const line of lines) {
    if (tracked.has(line.itemId)) byItem.set(line.itemId, (byItem.get(line.itemId) ?? 0) + line.quantityThousandths);
  }
  const rows = [...byItem]
    .filter(([, quantity]) => quantity !== 0)
    .map(([itemId, quantityThousandths]) => ({ ...document, itemId, quantityThousandths }));
  if (rows.length > 0) tx.insert(stockMovements).values(rows).run();
}

/** Removes a document's movements (a purchase edited or cancelled). */
export function removeStockMovements(tx: Queryable, sourceType: StockSource, sourceId: number): void {
  tx.delete(stockMovements)
    .where(and(eq(stockMovements.sourceType, sourceType), eq(stockMovements.sourceId, sourceId)))
    .run();
}

/** Quantity on hand per item: the sum of its movements, in thousandths. */
export function onHandOf(db: Queryable, itemId: number): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${stockMovements.quantityThousandths}), 0)` })
    .from(stockMovements)
    .where(eq(stockMovements.itemId, itemId))
    .get();
  return row?.total ?? 0;
}

const fromThousandths = (value: number) => value / quantityScale;

/** The sell invoices that count as sales: issued, not drafts and not cancelled. */
const soldInvoice = and(eq(invoices.kind, 'SELL'), ne(invoices.status, 'DRAFT'), ne(invoices.status, 'CANCELLED'));

/** Per sold line of the item: its quantity and net, and what came back and was delivered (thousandths). */
function salesOf(db: Queryable, itemId: number) {
  const lines = db
    .select({
      invoiceId: invoiceLines.invoiceId,
      quantity: invoiceLines.quantityThousandths,
      net: invoiceLines.net,
      returned: sql<number>`(select coalesce(sum(r.quantity_thousandths), 0) from ${invoiceReturnLines} r where r.invoice_line_id = ${invoiceLines.id})`,
      returnedNet: sql<number>`(select coalesce(sum(r.net), 0) from ${invoiceReturnLines} r where r.invoice_line_id = ${invoiceLines.id})`,
      delivered: sql<number>`(select coalesce(sum(d.quantity_thousandths), 0) from ${deliveryNoteLines} d where d.invoice_line_id = ${invoiceLines.id})`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.itemId, itemId), soldInvoice))
    .all();
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    invoiceCount: new Set(lines.map((line) => line.invoiceId)).size,
    sold: sum((line) => line.quantity),
    returned: sum((line) => line.returned),
    netAmount: sum((line) => line.net - line.returnedNet),
    toDeliver: sum((line) => Math.max(0, line.quantity - line.returned - line.delivered)),
  };
}

/**
 * An item's stock and sales (GET items/{id}/stock): on hand from its movements, the latest 20 with the balance
 * after each, and its sales net of returns.
 */
export function getItemStock(db: Queryable, companyId: number, itemId: number): ItemStock {
  const item = findCompanyRecord(db, items, companyId, itemId, 'ITEM_NOT_FOUND');
  const onHand = onHandOf(db, itemId);
  const latest = db
    .select({
      id: stockMovements.id,
      date: stockMovements.date,
      sourceType: stockMovements.sourceType,
      invoiceId: stockMovements.invoiceId,
      invoiceKind: invoices.kind,
      prefix: invoices.prefix,
      number: invoices.number,
      quantity: stockMovements.quantityThousandths,
    })
    .from(stockMovements)
    .innerJoin(invoices, eq(invoices.id, stockMovements.invoiceId))
    .where(eq(stockMovements.itemId, itemId))
    .orderBy(desc(stockMovements.date), desc(stockMovements.id))
    .limit(20)
    .all();
  let balance = onHand;
  const movements = latest.map((row) => {
    const movement = {
      id: row.id,
      date: row.date,
      sourceType: row.sourceType,
      invoiceId: row.invoiceId,
      invoiceKind: row.invoiceKind === 'PURCHASE' ? ('PURCHASE' as const) : ('SELL' as const),
      invoiceNumber: row.number === null ? null : `${row.prefix ?? ''}${row.number}`,
      quantity: fromThousandths(row.quantity),
      balance: fromThousandths(balance),
    };
    balance -= row.quantity;
    return movement;
  });
  const sales = salesOf(db, itemId);
  return {
    itemId,
    trackStock: item.trackStock,
    onHand: fromThousandths(onHand),
    movements,
    sales: {
      invoiceCount: sales.invoiceCount,
      quantity: fromThousandths(sales.sold),
      returnedQuantity: fromThousandths(sales.returned),
      netAmount: sales.netAmount,
      toDeliver: fromThousandths(sales.toDeliver),
    },
  };
}
