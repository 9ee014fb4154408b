import { sql } from 'drizzle-orm';
import { check, index, integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { invoices } from './invoices.ts';
import { authored } from './users.ts';
import { ownedBy } from './columns.ts';

/**
 * What was exported of a sell e-invoice for the tax system (Moadian), oldest first: the original (`ins` 1), then
 * corrections (2), a cancellation (3) and returns (4), each referring to the tax id exported before it
 * (`referenceTaxId`; each reference is used once, so the chain has no branches). `returned` is the invoice's
 * Σ returns when it was exported (a later return makes a return export due); `document` is the JSON as exported.
 */
export const invoiceMoadianExports = companyTable(
  'invoice_moadian_exports',
  {
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    subject: integer('subject').notNull(),
    serial: integer('serial').notNull(),
    taxId: text('tax_id').notNull(),
    referenceTaxId: text('reference_tax_id'),
    returned: integer('returned').notNull(),
    document: text('document').notNull(),
    ...authored(),
  },
  (t) => [
    index('invoice_moadian_exports_invoice_idx').on(t.invoiceId, t.id),
    uniqueIndex('invoice_moadian_exports_tax_id_unique').on(t.companyId, t.taxId),
    uniqueIndex('invoice_moadian_exports_reference_unique').on(t.invoiceId, t.referenceTaxId),
    uniqueIndex('invoice_moadian_exports_original_unique').on(t.invoiceId).where(sql`${t.subject} = 1`),
    check('invoice_moadian_exports_subject_check', sql`${t.subject} in (1, 2, 3, 4)`),
  ],
);

export type InvoiceMoadianExportRow = typeof invoiceMoadianExports.$inferSelect;
