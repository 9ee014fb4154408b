import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { companyRecordParamsSchema } from '../schemas/list-query.ts';

export const invoicePdfLayouts = ['a4', 'receipt'] as const;
export type InvoicePdfLayout = (typeof invoicePdfLayouts)[number];

/** `layout`: an A4 sheet (the default) or an 80 mm receipt roll. */
export const invoicePdfQuerySchema = z.object({
  layout: z.enum(invoicePdfLayouts, { error: 'INVALID_PDF_LAYOUT' }).default('a4'),
});
export type InvoicePdfQuery = z.input<typeof invoicePdfQuerySchema>;

/**
 * The file's name, the same from the server's Content-Disposition and the SPA's save: the number as shown (S-12), or
 * the draft's id while it has none.
 */
export function invoicePdfName(displayNumber: string | null, id: number): string {
  const name = displayNumber ? displayNumber.replace(/[^\p{L}\p{N}_-]+/gu, '-') : `draft-${id}`;
  return `invoice-${name}.pdf`;
}

/** The PDF as the SPA's client reads it. */
export const invoicePdfFileSchema = z.instanceof(Blob);

export const invoicePdfEndpoints = {
  pdf: userEndpoint.get('getInvoicePdf', '/api/v1/companies/:companyId/invoices/:id/pdf', {
    summary:
      'An invoice as a PDF (`application/pdf`, `attachment; filename="invoice-<number>.pdf"`) in the company\'s ' +
      'language of printed documents: fa right to left with Persian digits, Jalali dates and Vazirmatn embedded, en ' +
      'left to right with Gregorian dates; the parties, lines with VAT, figures and the total in words. A draft is ' +
      'stamped "Draft — not valid". Another company\'s invoice is 404; a layout other than a4 or receipt is 400.',
    params: companyRecordParamsSchema,
    query: invoicePdfQuerySchema,
    response: invoicePdfFileSchema,
    answers: 'file',
    fileTypes: ['application/pdf'],
  }),
};
