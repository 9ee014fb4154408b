import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Invoice, InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import { quantityScale } from '@daftar/contracts/invoices/totals';
import type { Db, Queryable, Tx } from '@daftar/db/client';
import {
  deliveryNoteLines,
  deliveryNotes,
  invoiceReturnLines,
  invoiceReturns,
} from '@daftar/db/schema/invoice-returns';
import {
  type InvoiceLineRow,
  type InvoicePaymentRow,
  type InvoiceRow,
  invoiceLines,
  invoicePayments,
  invoices,
} from '@daftar/db/schema/invoices';
import { paymentMethods } from '@daftar/db/schema/payment-methods';
import { findCompanyRecord } from '../list-page.ts';
import { type IdTable, ownedRows } from '../owned-row.ts';

/** Runs `work` in a transaction: a new one on a database, a savepoint inside one already open (the seed's). */
export function inTransaction<T>(db: Queryable, work: (tx: Tx) => T): T {
  return (db as Db).transaction(work);
}

/** The number as printed: the prefix it was issued with, then the number. */
export function displayNumberOf(row: Pick<InvoiceRow, 'prefix' | 'number'>): string | null {
  return row.number === null ? null : `${row.prefix ?? ''}${row.number}`;
}

/**
 * The balance due as the API says it: grand total less returns and payments, negative when a return came after
 * payment (the party's credit); an estimate and a cancelled invoice owe nothing.
 */
export function balanceOf(row: Pick<InvoiceRow, 'kind' | 'status' | 'grandTotal' | 'returned' | 'paid'>): number {
  if (row.kind === 'ESTIMATE' || row.status === 'CANCELLED') return 0;
  return row.grandTotal - row.returned - row.paid;
}

/** What the stored `balance_due` keeps (the list sorts and sums it): the balance, a credit counted as 0. */
export const owedOf = (row: Parameters<typeof balanceOf>[0]) => Math.max(0, balanceOf(row));

/** The API's view of a header: the company and the stored search and sort keys stay inside. */
export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  const { companyId: _company, searchText: _search, stakeholderSortName: _sort, createdBy: _by, ...summary } = row;
  return { ...summary, balanceDue: balanceOf(row), displayNumber: displayNumberOf(row) };
}

const quantityOf = (thousandths: number) => thousandths / quantityScale;

/** Σ thousandths per invoice line. */
function perLine(rows: { invoiceLineId: number; quantityThousandths: number }[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(row.invoiceLineId, (sums.get(row.invoiceLineId) ?? 0) + row.quantityThousandths);
  return sums;
}

/** The lines of some documents (returns, delivery notes), oldest first; none read when there is no document. */
function linesOf<Table extends IdTable>(
  db: Queryable,
  table: Table,
  documentId: SQLiteColumn,
  documents: { id: number }[],
): Table['$inferSelect'][] {
  if (documents.length === 0) return [];
  return db
    .select()
    .from(table as SQLiteTable)
    .where(
      inArray(
        documentId,
        documents.map((row) => row.id),
      ),
    )
    .orderBy(asc(table.id))
    .all() as Table['$inferSelect'][];
}

/** The invoice's returns and delivery notes, oldest first, each with its lines. */
export function documentsOf(db: Queryable, invoiceId: number) {
  const returns = ownedRows(db, invoiceReturns, [invoiceReturns.invoiceId, invoiceId], asc(invoiceReturns.id));
  const returnLines = linesOf(db, invoiceReturnLines, invoiceReturnLines.returnId, returns);
  const deliveries = ownedRows(db, deliveryNotes, [deliveryNotes.invoiceId, invoiceId], asc(deliveryNotes.id));
  const deliveryLines = linesOf(db, deliveryNoteLines, deliveryNoteLines.deliveryNoteId, deliveries);
  return {
    returns,
    returnLines,
    deliveries,
    deliveryLines,
    returnedPerLine: perLine(returnLines),
    deliveredPerLine: perLine(deliveryLines),
  };
}

/** An estimate's sell invoice: the invoice that names it as its source. */
function convertedInvoiceOf(db: Queryable, row: InvoiceRow): number | null {
  if (row.kind !== 'ESTIMATE') return null;
  const made = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.sourceInvoiceId, row.id), eq(invoices.kind, 'SELL')))
    .orderBy(asc(invoices.id))
    .get();
  return made?.id ?? null;
}

function toLine(row: InvoiceLineRow, returned: number, delivered: number): Invoice['lines'][number] {
  const { invoiceId: _invoice, quantityThousandths, ...line } = row;
  return {
    ...line,
    quantity: quantityOf(quantityThousandths),
    returnedQuantity: quantityOf(returned),
    deliveredQuantity: quantityOf(delivered),
  };
}

function toPayment(row: InvoicePaymentRow & { paymentMethodName: string | null }): Invoice['payments'][number] {
  const { invoiceId: _invoice, companyId: _company, createdBy: _by, ...payment } = row;
  return payment;
}

/** Another company's id is as unknown as a made-up one: 404, never its data. */
export function findInvoiceRow(db: Queryable, companyId: number, id: number): InvoiceRow {
  return findCompanyRecord(db, invoices, companyId, id, 'INVOICE_NOT_FOUND');
}

/** The invoice's payments by date, each with the name of its payment method while that method exists. */
export function paymentRowsOf(db: Queryable, invoiceId: number) {
  return db
    .select({ payment: invoicePayments, paymentMethodName: paymentMethods.name })
    .from(invoicePayments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, invoicePayments.paymentMethodId))
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id))
    .all()
    .map(({ payment, paymentMethodName }) => ({ ...payment, paymentMethodName }));
}

export function lineRowsOf(db: Queryable, invoiceId: number): InvoiceLineRow[] {
  return ownedRows(db, invoiceLines, [invoiceLines.invoiceId, invoiceId], asc(invoiceLines.row));
}

/** The whole invoice: header, lines in order, payments by date, returns and delivery notes in order. */
export function toInvoice(db: Queryable, row: InvoiceRow): Invoice {
  const documents = documentsOf(db, row.id);
  const lines = lineRowsOf(db, row.id).map((line) =>
    toLine(line, documents.returnedPerLine.get(line.id) ?? 0, documents.deliveredPerLine.get(line.id) ?? 0),
  );
  const returns = documents.returns.map(
    ({ companyId: _c, invoiceId: _i, kind: _k, fiscalYearId: _y, createdBy: _b, ...header }) => ({
      ...header,
      lines: documents.returnLines
        .filter((line) => line.returnId === header.id)
        .map(({ invoiceLineId, itemId, quantityThousandths, net, vat }) => ({
          invoiceLineId,
          itemId,
          quantity: quantityOf(quantityThousandths),
          net,
          vat,
        })),
    }),
  );
  const deliveries = documents.deliveries.map((note) => ({
    id: note.id,
    number: note.number,
    date: note.date,
    notes: note.notes,
    createdAt: note.createdAt,
    lines: documents.deliveryLines
      .filter((line) => line.deliveryNoteId === note.id)
      .map(({ invoiceLineId, itemId, quantityThousandths }) => ({
        invoiceLineId,
        itemId,
        quantity: quantityOf(quantityThousandths),
      })),
  }));
  return {
    ...toInvoiceSummary(row),
    lines,
    payments: paymentRowsOf(db, row.id).map(toPayment),
    returns,
    deliveries,
    convertedInvoiceId: convertedInvoiceOf(db, row),
  };
}

export function getInvoice(db: Queryable, companyId: number, id: number): Invoice {
  return toInvoice(db, findInvoiceRow(db, companyId, id));
}
