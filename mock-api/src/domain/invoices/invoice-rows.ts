import { asc, eq } from 'drizzle-orm';
import type { Invoice, InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import { quantityScale } from '@daftar/contracts/invoices/totals';
import type { Db, Queryable, Tx } from '@daftar/db/client';
import {
  type InvoiceLineRow,
  type InvoicePaymentRow,
  type InvoiceRow,
  invoiceLines,
  invoicePayments,
  invoices,
} from '@daftar/db/schema/invoices';
import { findCompanyRecord } from '../list-page.ts';

/** Runs `work` in a transaction: a new one on a database, a savepoint inside one already open (the seed's). */
export function inTransaction<T>(db: Queryable, work: (tx: Tx) => T): T {
  return (db as Db).transaction(work);
}

/** The number as printed: the prefix it was issued with, then the number. */
export function displayNumberOf(row: Pick<InvoiceRow, 'prefix' | 'number'>): string | null {
  return row.number === null ? null : `${row.prefix ?? ''}${row.number}`;
}

/** The API's view of a header: the company and the stored search and sort keys stay inside. */
export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  const {
    companyId: _company,
    searchText: _search,
    stakeholderSortName: _sort,
    sourceInvoiceId: _source,
    createdBy: _by,
    ...summary
  } = row;
  return { ...summary, displayNumber: displayNumberOf(row) };
}

function toLine(row: InvoiceLineRow): Invoice['lines'][number] {
  const { invoiceId: _invoice, quantityThousandths, ...line } = row;
  return { ...line, quantity: quantityThousandths / quantityScale };
}

function toPayment(row: InvoicePaymentRow): Invoice['payments'][number] {
  const { invoiceId: _invoice, companyId: _company, createdBy: _by, ...payment } = row;
  return payment;
}

/** Another company's id is as unknown as a made-up one: 404, never its data. */
export function findInvoiceRow(db: Queryable, companyId: number, id: number): InvoiceRow {
  return findCompanyRecord(db, invoices, companyId, id, 'INVOICE_NOT_FOUND');
}

export function paymentRowsOf(db: Queryable, invoiceId: number): InvoicePaymentRow[] {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id))
    .all();
}

/** The whole invoice: header, lines in order, payments by date. */
export function toInvoice(db: Queryable, row: InvoiceRow): Invoice {
  const lines = db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, row.id))
    .orderBy(asc(invoiceLines.row))
    .all();
  return { ...toInvoiceSummary(row), lines: lines.map(toLine), payments: paymentRowsOf(db, row.id).map(toPayment) };
}

export function getInvoice(db: Queryable, companyId: number, id: number): Invoice {
  return toInvoice(db, findInvoiceRow(db, companyId, id));
}
