import type { z } from 'zod';
import { countAndSumsSchema, listQuerySchema } from '../schemas/list-query.ts';
import { queryIdSchema, dayRangeQueryShape } from './accounting-common.ts';
import { invoiceKindSchema, invoiceStatusSchema } from './invoices-schemas.ts';

export const invoiceSortFields = [
  'issueDate',
  'number',
  'dueDate',
  'stakeholderName',
  'grandTotal',
  'balanceDue',
  'createdAt',
] as const;

/** `q` matches the number (with or without its prefix) and the stakeholder's name or code. */
export const invoiceListQuerySchema = listQuerySchema(invoiceSortFields, '-issueDate', {
  kind: invoiceKindSchema.optional(),
  status: invoiceStatusSchema.optional(),
  stakeholderId: queryIdSchema.optional(),
  ...dayRangeQueryShape,
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceListTotalsSchema = countAndSumsSchema(['grandTotal', 'vatTotal', 'paid', 'balanceDue']);
