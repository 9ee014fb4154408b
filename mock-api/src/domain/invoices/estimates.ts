import type { z } from 'zod';
import type { estimateConvertInputSchema } from '@daftar/contracts/endpoints/invoices-documents';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Queryable } from '@daftar/db/client';
import { invoices } from '@daftar/db/schema/invoices';
import { DomainError } from '../errors.ts';
import { createInvoice, setInvoice } from './invoices.ts';
import { findInvoiceRow, inTransaction, lineRowsOf, toInvoice } from './invoice-rows.ts';
import { eq } from 'drizzle-orm';
import { tehranToday } from '../clock/tehran-day.ts';

type EstimateConvertInput = z.output<typeof estimateConvertInputSchema>;

/**
 * An issued estimate made a sell invoice in one step: the same customer, lines (item, quantity, price, discount,
 * VAT rate), invoice discount, shipping, other additions and notes, dated `issueDate` (today by default) and issued
 * unless asked for a draft. The invoice names the estimate (`sourceInvoiceId`), the estimate becomes CONVERTED;
 * both in one transaction, so a refused invoice (a date outside the open year…) leaves the estimate as it was.
 */
export function convertEstimate(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  input: EstimateConvertInput,
): Invoice {
  return inTransaction(db, (tx) => {
    const estimate = findInvoiceRow(tx, companyId, id);
    if (estimate.kind !== 'ESTIMATE') throw new DomainError('conflict', 'NOT_AN_ESTIMATE');
    if (estimate.status === 'CONVERTED') throw new DomainError('conflict', 'ESTIMATE_CONVERTED');
    if (estimate.status === 'CANCELLED') throw new DomainError('conflict', 'INVOICE_CANCELLED');
    if (estimate.status === 'DRAFT') throw new DomainError('conflict', 'ESTIMATE_NOT_ISSUED');
    const made = createInvoice(tx, companyId, userId, {
      kind: 'SELL',
      issue: input.issue,
      stakeholderId: estimate.stakeholderId,
      issueDate: input.issueDate ?? tehranToday(),
      dueDate: null,
      discount: estimate.discount,
      shipping: estimate.shipping,
      otherAdditions: estimate.otherAdditions,
      notes: estimate.notes,
      lines: lineRowsOf(tx, id).map((line) => ({
        itemId: line.itemId,
        description: line.description,
        quantity: line.quantityThousandths / 1000,
        unitPrice: line.unitPrice,
        discountType: line.discountType,
        discountValue: line.discountValue,
        vatRate: line.vatRate,
      })),
    });
    tx.update(invoices).set({ sourceInvoiceId: id }).where(eq(invoices.id, made.id)).run();
    setInvoice(tx, id, { status: 'CONVERTED' });
    return toInvoice(tx, findInvoiceRow(tx, companyId, made.id));
  });
}
