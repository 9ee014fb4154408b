import { z } from 'zod';
import { listQuerySchema } from '../schemas/list-query.ts';
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

/** The sums over every row the list's filters match (not only the page). */
export const invoiceListTotalsSchema = z.object({
  count: z.number().int().min(0),
  grandTotal: z.number().int().min(0),
  vatTotal: z.number().int().min(0),
  paid: z.number().int().min(0),
  balanceDue: z.number().int().min(0),
});
