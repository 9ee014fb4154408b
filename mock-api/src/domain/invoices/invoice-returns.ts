import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceReturnInputSchema } from '@daftar/contracts/endpoints/invoices-documents';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import type { FieldError } from '@daftar/contracts/envelope';
import { returnedIntoStock, returnFigures } from '@daftar/contracts/invoices/returns';
import { quantityScale, scaled } from '@daftar/contracts/invoices/totals';
import type { Queryable } from '@daftar/db/client';
import { invoiceReturnLines, invoiceReturns } from '@daftar/db/schema/invoice-returns';
import type { InvoiceLineRow, InvoiceRow } from '@daftar/db/schema/invoices';
import { DomainError } from '../errors.ts';
import { openYearFor } from '../accounting/fiscal-years.ts';
import { postDocument } from '../accounting/posting.ts';
import { writeStockMovements } from '../stock/stock.ts';
import { returnDescription, returnSource, returnVoucherLines } from './invoice-posting.ts';
import {
  displayNumberOf,
  documentsOf,
  findInvoiceRow,
  inTransaction,
  lineRowsOf,
  owedOf,
  toInvoice,
} from './invoice-rows.ts';
import { setInvoice } from './invoices.ts';
import { nextNumberOf } from '../record-codes.ts';

type InvoiceReturnInput = z.output<typeof invoiceReturnInputSchema>;

/** An issued sale or purchase, not cancelled, takes returns. */
function assertReturnable(invoice: InvoiceRow): asserts invoice is InvoiceRow & { kind: 'SELL' | 'PURCHASE' } {
  if (invoice.status === 'CANCELLED') throw new DomainError('conflict', 'INVOICE_CANCELLED');
  if (invoice.kind === 'ESTIMATE' || invoice.status === 'DRAFT')
    throw new DomainError('conflict', 'INVOICE_NOT_RETURNABLE');
}

/** Each input line's invoice line, or 400 naming the ones the invoice does not have. */
export function documentLines(
  lines: InvoiceLineRow[],
  input: { invoiceLineId: number; quantity: number }[],
): { line: InvoiceLineRow; quantity: number }[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const errors: FieldError[] = [];
  const found = input.map((wanted, index) => {
    const line = byId.get(wanted.invoiceLineId);
    if (!line) errors.push({ path: `body.lines.${index}.invoiceLineId`, message: 'INVOICE_LINE_NOT_FOUND' });
    return { line, quantity: Number(scaled(wanted.quantity, quantityScale)) };
  });
  if (errors.length > 0) throw new DomainError('invalid', 'INVOICE_LINE_NOT_FOUND', errors);
  return found.filter((entry): entry is { line: InvoiceLineRow; quantity: number } => entry.line !== undefined);
}

function nextReturnNumber(tx: Queryable, fiscalYearId: number, kind: 'SELL' | 'PURCHASE'): number {
  return nextNumberOf(
    tx,
    invoiceReturns.number,
    and(eq(invoiceReturns.fiscalYearId, fiscalYearId), eq(invoiceReturns.kind, kind)),
  );
}

/**
 * Returns lines of an issued invoice: at most what was sold (bought) less what came back before, each line 409
 * RETURN_ABOVE_SOLD otherwise. One transaction writes the numbered return, its voucher (the reversal of the returned
 * lines), the stock that comes back (sell: what had been delivered; purchase: all of it goes out) and the
 * invoice's returned total, balance due and status (RETURNED once every line came back in full).
 */
export function addInvoiceReturn(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  input: InvoiceReturnInput,
): Invoice {
  return inTransaction(db, (tx) => {
    const invoice = findInvoiceRow(tx, companyId, id);
    assertReturnable(invoice);
    if (input.date < invoice.issueDate) {
      throw new DomainError('invalid', 'RETURN_BEFORE_INVOICE', [
        { path: 'body.date', message: 'RETURN_BEFORE_INVOICE' },
      ]);
    }
    const year = openYearFor(tx, companyId, input.date, 'body.date');
    const lines = lineRowsOf(tx, id);
    const documents = documentsOf(tx, id);
    const returning = documentLines(lines, input.lines);
    const tooMuch = invoice.kind === 'SELL' ? 'RETURN_ABOVE_SOLD' : 'RETURN_ABOVE_BOUGHT';
    const errors = returning.flatMap(({ line, quantity }, index) =>
      (documents.returnedPerLine.get(line.id) ?? 0) + quantity > line.quantityThousandths
        ? [{ path: `body.lines.${index}.quantity`, message: tooMuch }]
        : [],
    );
    if (errors.length > 0) throw new DomainError('conflict', tooMuch, errors);

    const figures = returnFigures(
      invoice,
      documents.returnLines.reduce((sum, line) => sum + line.net, 0),
      returning.map(({ line, quantity }) => ({
        net: line.net,
        vat: line.vat,
        quantity: line.quantityThousandths,
        returnedBefore: documents.returnedPerLine.get(line.id) ?? 0,
        returning: quantity,
      })),
    );
    const number = nextReturnNumber(tx, year.id, invoice.kind);
    const header = tx
      .insert(invoiceReturns)
      .values({
        companyId,
        invoiceId: id,
        kind: invoice.kind,
        fiscalYearId: year.id,
        number,
        date: input.date,
        net: figures.net,
        vat: figures.vat,
        total: figures.total,
        notes: input.notes || null,
        createdBy: userId,
      })
      .returning()
      .get();
    tx.insert(invoiceReturnLines)
      .values(
        returning.map(({ line, quantity }, index) => ({
          returnId: header.id,
          invoiceLineId: line.id,
          itemId: line.itemId,
          quantityThousandths: quantity,
          net: figures.lines[index]?.net ?? 0,
          vat: figures.lines[index]?.vat ?? 0,
        })),
      )
      .run();
    if (figures.total > 0) {
      const voucher = postDocument(tx, {
        companyId,
        date: input.date,
        sourceType: returnSource,
        sourceId: header.id,
        description: returnDescription(invoice, number, displayNumberOf(invoice)),
        lines: returnVoucherLines(tx, invoice, invoice.kind, figures),
        createdBy: userId,
      });
      tx.update(invoiceReturns).set({ voucherId: voucher.id }).where(eq(invoiceReturns.id, header.id)).run();
    }
    writeStockMovements(
      tx,
      {
        companyId,
        invoiceId: id,
        sourceType: invoice.kind === 'SELL' ? 'SELL_RETURN' : 'PURCHASE_RETURN',
        sourceId: header.id,
        date: input.date,
      },
      returning.map(({ line, quantity }) => ({
        itemId: line.itemId,
        quantityThousandths:
          invoice.kind === 'SELL'
            ? returnedIntoStock(
                line.quantityThousandths,
                documents.deliveredPerLine.get(line.id) ?? 0,
                documents.returnedPerLine.get(line.id) ?? 0,
                quantity,
              )
            : -quantity,
      })),
    );
    const returnedNow = new Map(returning.map(({ line, quantity }) => [line.id, quantity]));
    const allBack = lines.every(
      (line) =>
        (documents.returnedPerLine.get(line.id) ?? 0) + (returnedNow.get(line.id) ?? 0) === line.quantityThousandths,
    );
    const returned = invoice.returned + figures.total;
    return toInvoice(
      tx,
      setInvoice(tx, id, {
        returned,
        balanceDue: owedOf({ ...invoice, returned }),
        status: allBack ? 'RETURNED' : 'PARTLY_RETURNED',
      }),
    );
  });
}
