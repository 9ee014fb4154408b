import { eq } from 'drizzle-orm';
import type {
  Invoice,
  InvoiceStatus,
  InvoiceCancelFields,
  InvoiceCreateFields,
} from '@daftar/contracts/endpoints/invoices-schemas';
import type { Queryable } from '@daftar/db/client';
import { deliveryNotes } from '@daftar/db/schema/invoice-returns';
import { type InvoiceRow, invoices } from '@daftar/db/schema/invoices';
import { DomainError } from '../errors.ts';
import { openYearFor, yearOfDate } from '../accounting/fiscal-years.ts';
import { assertPeriodOpen } from '../accounting/period-locks.ts';
import { cancelDocumentVoucher, postDocument, replaceDocumentVoucher } from '../accounting/posting.ts';
import { type InvoiceInput, invoiceSearchText, resolveInvoice, writeInvoiceLines } from './invoice-fields.ts';
import { checkEinvoiceReady } from './invoice-moadian.ts';
import { invoiceDescription, invoiceSource, invoiceVoucherLines } from './invoice-posting.ts';
import { removeStockMovements, writeStockMovements } from '../stock/stock.ts';
import { displayNumberOf, findInvoiceRow, inTransaction, lineRowsOf, owedOf, toInvoice } from './invoice-rows.ts';
import { nextInvoiceNumber, prefixOf } from './invoice-settings.ts';
import { firstId, updateRow } from '../owned-row.ts';

/** An issued invoice's status follows its payments. */
export function paidStatus(grandTotal: number, paid: number): InvoiceStatus {
  if (paid === 0) return 'ISSUED';
  return paid >= grandTotal ? 'PAID' : 'PARTIALLY_PAID';
}

export function setInvoice(tx: Queryable, id: number, values: Partial<InvoiceRow>): InvoiceRow {
  return updateRow(tx, invoices, id, values);
}

const refuseZeroTotal = (grandTotal: number) => {
  if (grandTotal === 0) {
    throw new DomainError('invalid', 'INVOICE_TOTAL_ZERO', [{ path: 'body.lines', message: 'INVOICE_TOTAL_ZERO' }]);
  }
};

/**
 * An issued purchase brings its tracked items into stock on its date (a sale moves stock when it is delivered,
 * see invoice-deliveries.ts). Rewritten on every save, so an edit's new quantities replace the old ones.
 */
function stockPurchase(tx: Queryable, row: InvoiceRow): void {
  if (row.kind !== 'PURCHASE') return;
  removeStockMovements(tx, 'PURCHASE', row.id);
  writeStockMovements(
    tx,
    { companyId: row.companyId, invoiceId: row.id, sourceType: 'PURCHASE', sourceId: row.id, date: row.issueDate },
    lineRowsOf(tx, row.id),
  );
}

/** Returns and delivery notes point at an invoice's lines: after the first, its lines and party stay as they are. */
function refuseFollowUps(tx: Queryable, row: InvoiceRow): void {
  if (row.returned > 0) throw new DomainError('conflict', 'INVOICE_HAS_RETURNS');
  const delivered = firstId(tx, deliveryNotes.id, eq(deliveryNotes.invoiceId, row.id));
  if (delivered) throw new DomainError('conflict', 'INVOICE_HAS_DELIVERIES');
}

/** The voucher as a document posting: the invoice's date, lines and description. */
function posting(tx: Queryable, row: InvoiceRow, userId: number | null) {
  return {
    companyId: row.companyId,
    date: row.issueDate,
    sourceType: invoiceSource,
    sourceId: row.id,
    description: invoiceDescription(row, displayNumberOf(row)),
    lines: invoiceVoucherLines(tx, row),
    createdBy: userId,
  };
}

/**
 * DRAFT → ISSUED: the next number of the kind in the fiscal year of the date, and the voucher (an estimate is
 * numbered only: it posts nothing and moves no stock).
 */
function issueRow(tx: Queryable, row: InvoiceRow, userId: number | null): InvoiceRow {
  if (row.status !== 'DRAFT') throw new DomainError('conflict', 'INVOICE_NOT_DRAFT');
  assertPeriodOpen(tx, row.companyId, row.issueDate);
  refuseZeroTotal(row.grandTotal);
  checkEinvoiceReady(tx, row);
  const year = openYearFor(tx, row.companyId, row.issueDate, 'body.issueDate');
  const numbered = {
    fiscalYearId: year.id,
    number: nextInvoiceNumber(tx, year.id, row.kind),
    prefix: prefixOf(tx, row.companyId, row.kind),
  };
  const issued = setInvoice(tx, row.id, {
    ...numbered,
    status: paidStatus(row.grandTotal, row.paid),
    issuedAt: new Date().toISOString(),
    searchText: invoiceSearchText({ ...row, ...numbered }),
  });
  if (row.kind === 'ESTIMATE') return issued;
  const voucher = postDocument(tx, posting(tx, issued, userId));
  stockPurchase(tx, issued);
  return setInvoice(tx, row.id, { voucherId: voucher.id });
}

/**
 * A document dated (or moved) in a locked period is refused; when its new date lies in a year that is not open, that
 * is what the person can fix, so it is said first, under the date (as issuing such a draft would).
 */
function assertDocumentDate(tx: Queryable, companyId: number, date: string, from?: string): void {
  try {
    assertPeriodOpen(tx, companyId, ...(from ? [from, date] : [date]));
  } catch (error) {
    if (yearOfDate(tx, companyId, date)?.status !== 'OPEN') openYearFor(tx, companyId, date, 'body.issueDate');
    throw error;
  }
}

export function createInvoice(
  db: Queryable,
  companyId: number,
  userId: number | null,
  input: InvoiceCreateFields,
  /** A repeat schedule's run: the template it copies. */
  made: { recurringTemplateId?: number } = {},
): Invoice {
  return inTransaction(db, (tx) => {
    // A draft and an estimate post nothing, but they are documents dated in the period all the same.
    assertDocumentDate(tx, companyId, input.issueDate);
    const { fields, lines } = resolveInvoice(tx, companyId, input.kind, input);
    const draft = tx
      .insert(invoices)
      .values({
        ...fields,
        recurringTemplateId: made.recurringTemplateId ?? null,
        companyId,
        kind: input.kind,
        status: 'DRAFT',
        paid: 0,
        balanceDue: owedOf({ kind: input.kind, status: 'DRAFT', grandTotal: fields.grandTotal, returned: 0, paid: 0 }),
        searchText: invoiceSearchText({ ...fields, prefix: null, number: null }),
        createdBy: userId,
      })
      .returning()
      .get();
    writeInvoiceLines(tx, draft.id, lines);
    return toInvoice(tx, input.issue ? issueRow(tx, draft, userId) : draft);
  });
}

export function issueInvoice(db: Queryable, companyId: number, id: number, userId: number | null): Invoice {
  return inTransaction(db, (tx) => toInvoice(tx, issueRow(tx, findInvoiceRow(tx, companyId, id), userId)));
}

/** What an issued invoice's edit may not change (409), checked before anything is written. */
function checkIssuedEdit(
  tx: Queryable,
  current: InvoiceRow,
  next: { stakeholderId: number; grandTotal: number; issueDate: string },
) {
  refuseZeroTotal(next.grandTotal);
  if (current.paid > 0 && next.stakeholderId !== current.stakeholderId) {
    throw new DomainError('conflict', 'INVOICE_HAS_PAYMENTS', [
      { path: 'body.stakeholderId', message: 'INVOICE_HAS_PAYMENTS' },
    ]);
  }
  if (next.grandTotal < current.paid) {
    throw new DomainError('conflict', 'TOTAL_BELOW_PAID', [{ path: 'body.lines', message: 'TOTAL_BELOW_PAID' }]);
  }
  const year = openYearFor(tx, current.companyId, next.issueDate, 'body.issueDate');
  if (year.id !== current.fiscalYearId) {
    throw new DomainError('conflict', 'INVOICE_YEAR_CHANGED', [
      { path: 'body.issueDate', message: 'INVOICE_YEAR_CHANGED' },
    ]);
  }
}

/**
 * PUT: a draft takes any valid input. An issued invoice keeps its number and rewrites its voucher in place while
 * that voucher is TEMPORARY (a FINAL one is 409 VOUCHER_FINAL); a cancelled one is 409.
 */
export function updateInvoice(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  input: InvoiceInput,
): Invoice {
  return inTransaction(db, (tx) => {
    const current = findInvoiceRow(tx, companyId, id);
    if (current.status === 'CANCELLED') throw new DomainError('conflict', 'INVOICE_CANCELLED');
    if (current.status === 'CONVERTED') throw new DomainError('conflict', 'ESTIMATE_CONVERTED');
    refuseFollowUps(tx, current);
    // Neither out of a locked period nor into one, draft and estimate alike.
    assertDocumentDate(tx, companyId, input.issueDate, current.issueDate);
    const { fields, lines } = resolveInvoice(tx, companyId, current.kind, input);
    const draft = current.status === 'DRAFT';
    if (!draft) checkIssuedEdit(tx, current, fields);
    const updated = setInvoice(tx, id, {
      ...fields,
      balanceDue: owedOf({ ...current, grandTotal: fields.grandTotal }),
      status: draft ? 'DRAFT' : paidStatus(fields.grandTotal, current.paid),
      searchText: invoiceSearchText({ ...current, ...fields }),
    });
    writeInvoiceLines(tx, id, lines);
    if (draft || current.kind === 'ESTIMATE') return toInvoice(tx, updated);
    checkEinvoiceReady(tx, updated);
    const voucher = replaceDocumentVoucher(tx, posting(tx, updated, userId));
    stockPurchase(tx, updated);
    return toInvoice(tx, setInvoice(tx, id, { voucherId: voucher.id }));
  });
}

/** Only a draft is deleted; an issued invoice keeps its number and is cancelled instead. */
export function removeInvoice(db: Queryable, companyId: number, id: number): void {
  inTransaction(db, (tx) => {
    const current = findInvoiceRow(tx, companyId, id);
    if (current.status !== 'DRAFT') throw new DomainError('conflict', 'INVOICE_NOT_DRAFT');
    assertPeriodOpen(tx, companyId, current.issueDate);
    tx.delete(invoices).where(eq(invoices.id, id)).run();
  });
}

/**
 * ISSUED → CANCELLED: the voucher is removed while TEMPORARY, or reversed by a new voucher dated `date` (today when
 * left out) once FINAL. The number stays taken. Payments must be removed first (409 INVOICE_HAS_PAYMENTS), so a
 * cancelled invoice owes nothing and its balance due is 0.
 */
export function cancelInvoice(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  input: InvoiceCancelFields,
): Invoice {
  return inTransaction(db, (tx) => {
    const current = findInvoiceRow(tx, companyId, id);
    if (current.status === 'DRAFT') throw new DomainError('conflict', 'INVOICE_NOT_ISSUED');
    if (current.status === 'CANCELLED') throw new DomainError('conflict', 'INVOICE_CANCELLED');
    if (current.status === 'CONVERTED') throw new DomainError('conflict', 'ESTIMATE_CONVERTED');
    if (current.paid > 0) throw new DomainError('conflict', 'INVOICE_HAS_PAYMENTS');
    refuseFollowUps(tx, current);
    // An estimate has no voucher for the reversal to refuse: its own date is checked.
    assertPeriodOpen(tx, companyId, current.issueDate);
    removeStockMovements(tx, 'PURCHASE', id);
    cancelDocumentVoucher(tx, { companyId, sourceType: invoiceSource, sourceId: id }, input.date, userId);
    const cancelled = setInvoice(tx, id, {
      status: 'CANCELLED',
      balanceDue: 0,
      voucherId: null,
      cancelledAt: new Date().toISOString(),
    });
    return toInvoice(tx, cancelled);
  });
}
