import { count, eq, sql } from 'drizzle-orm';
import type {
  DeliveryNoteSummary,
  DeliveryNoteFields,
  DeliveryNoteListFields,
} from '@daftar/contracts/endpoints/invoices-documents';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Queryable } from '@daftar/db/client';
import { deliveryNoteLines, deliveryNotes } from '@daftar/db/schema/invoice-returns';
import { invoices } from '@daftar/db/schema/invoices';
import { searchTextOf } from '@daftar/db/text/search-text';
import { DomainError } from '../errors.ts';
import { openYearFor } from '../accounting/fiscal-years.ts';
import { listClauses, listColumnsOf, pageOf, withinDates } from '../list-page.ts';
import { writeStockMovements } from '../stock/stock.ts';
import { documentLines } from './invoice-returns.ts';
import { displayNumberOf, documentsOf, findInvoiceRow, inTransaction, lineRowsOf, toInvoice } from './invoice-rows.ts';
import { setInvoice } from './invoices.ts';
import { nextNumberOf } from '../record-codes.ts';

function nextDeliveryNumber(tx: Queryable, fiscalYearId: number): number {
  return nextNumberOf(tx, deliveryNotes.number, eq(deliveryNotes.fiscalYearId, fiscalYearId));
}

/**
 * A delivery note of an issued sale: each line at most what is left to deliver (sold − returned − delivered), 409
 * DELIVERY_ABOVE_LEFT otherwise. It moves the tracked items out of stock on its date (sales move stock when they
 * are delivered, not when they are issued) and posts no money. One transaction.
 */
export function addInvoiceDelivery(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  input: DeliveryNoteFields,
): Invoice {
  return inTransaction(db, (tx) => {
    const invoice = findInvoiceRow(tx, companyId, id);
    if (invoice.status === 'CANCELLED') throw new DomainError('conflict', 'INVOICE_CANCELLED');
    if (invoice.kind !== 'SELL' || invoice.status === 'DRAFT')
      throw new DomainError('conflict', 'INVOICE_NOT_DELIVERABLE');
    if (input.date < invoice.issueDate) {
      throw new DomainError('invalid', 'DELIVERY_BEFORE_INVOICE', [
        { path: 'body.date', message: 'DELIVERY_BEFORE_INVOICE' },
      ]);
    }
    const year = openYearFor(tx, companyId, input.date, 'body.date');
    const documents = documentsOf(tx, id);
    const delivering = documentLines(lineRowsOf(tx, id), input.lines);
    const errors = delivering.flatMap(({ line, quantity }, index) => {
      const left =
        line.quantityThousandths -
        (documents.returnedPerLine.get(line.id) ?? 0) -
        (documents.deliveredPerLine.get(line.id) ?? 0);
      return quantity > left ? [{ path: `body.lines.${index}.quantity`, message: 'DELIVERY_ABOVE_LEFT' }] : [];
    });
    if (errors.length > 0) throw new DomainError('conflict', 'DELIVERY_ABOVE_LEFT', errors);

    const number = nextDeliveryNumber(tx, year.id);
    const note = tx
      .insert(deliveryNotes)
      .values({
        companyId,
        invoiceId: id,
        fiscalYearId: year.id,
        number,
        date: input.date,
        notes: input.notes || null,
        searchText: searchTextOf(
          String(number),
          displayNumberOf(invoice),
          invoice.stakeholderCode,
          invoice.stakeholderName,
        ),
        createdBy: userId,
      })
      .returning()
      .get();
    tx.insert(deliveryNoteLines)
      .values(
        delivering.map(({ line, quantity }) => ({
          deliveryNoteId: note.id,
          invoiceLineId: line.id,
          itemId: line.itemId,
          quantityThousandths: quantity,
        })),
      )
      .run();
    writeStockMovements(
      tx,
      { companyId, invoiceId: id, sourceType: 'DELIVERY', sourceId: note.id, date: input.date },
      delivering.map(({ line, quantity }) => ({ itemId: line.itemId, quantityThousandths: -quantity })),
    );
    return toInvoice(tx, setInvoice(tx, id, {}));
  });
}

const listColumns = listColumnsOf(deliveryNotes.companyId, deliveryNotes, {
  date: deliveryNotes.date,
  number: deliveryNotes.number,
});

/** One page of the company's delivery notes (newest first by default), with the invoice and customer of each. */
export function listDeliveryNotes(
  db: Queryable,
  companyId: number,
  query: DeliveryNoteListFields,
): { rows: DeliveryNoteSummary[]; total: number } {
  const clauses = listClauses(listColumns, companyId, query, withinDates(deliveryNotes.date, query));
  const rows = pageOf(
    db
      .select({
        id: deliveryNotes.id,
        number: deliveryNotes.number,
        date: deliveryNotes.date,
        invoiceId: deliveryNotes.invoiceId,
        prefix: invoices.prefix,
        invoiceNumber: invoices.number,
        stakeholderId: invoices.stakeholderId,
        stakeholderCode: invoices.stakeholderCode,
        stakeholderName: invoices.stakeholderName,
        lineCount: sql<number>`(select count(*) from ${deliveryNoteLines} l where l.delivery_note_id = ${deliveryNotes.id})`,
        quantity: sql<number>`(select coalesce(sum(l.quantity_thousandths), 0) from ${deliveryNoteLines} l where l.delivery_note_id = ${deliveryNotes.id})`,
        notes: deliveryNotes.notes,
        createdAt: deliveryNotes.createdAt,
      })
      .from(deliveryNotes)
      .innerJoin(invoices, eq(invoices.id, deliveryNotes.invoiceId))
      .$dynamic(),
    clauses,
  ).all();
  const total = db.select({ count: count() }).from(deliveryNotes).where(clauses.where).get()?.count ?? 0;
  return {
    rows: rows.map(({ prefix, invoiceNumber, quantity, ...row }) => ({
      ...row,
      invoiceNumber: displayNumberOf({ prefix, number: invoiceNumber }),
      quantity: quantity / 1000,
    })),
    total,
  };
}
