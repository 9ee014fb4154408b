import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { companyRecordParamsSchema } from '../schemas/list-query.ts';
import { moadianExportInputSchema, moadianExportSchema, moadianExportsSchema } from './invoices-moadian.ts';

const exportsPath = '/api/v1/companies/:companyId/invoices/:id/moadian/exports';

/** A sell e-invoice's exports for the tax system (Moadian): no call to the system is made, the JSON is answered. */
export const invoiceMoadianEndpoints = {
  listMoadianExports: userEndpoint.get('listInvoiceMoadianExports', exportsPath, {
    summary:
      "An invoice's e-invoice exports, newest first (subject, tax id, the tax id referred to, time and the JSON), " +
      'and for each subject 1–4 the code an export would be refused with now, or null. Another company’s invoice ' +
      'is 404.',
    params: companyRecordParamsSchema,
    response: itemEnvelope(moadianExportsSchema),
  }),
  exportMoadian: userEndpoint.post('exportInvoiceMoadian', exportsPath, {
    status: 201,
    summary:
      'Exports the e-invoice with a subject and records it: 1 the original (once, issued), 2 a correction (the ' +
      'invoice changed since the last export), 3 a cancellation (the invoice cancelled or returned in full), 4 a ' +
      'return (a return since the last export that leaves something sold); 2–4 refer to the last tax id exported. ' +
      '409 INVOICE_NOT_ISSUED, EINVOICE_SELL_ONLY, EINVOICE_TYPE_MISSING, MOADIAN_MEMORY_ID_MISSING, ' +
      'EINVOICE_INCOMPLETE, EINVOICE_ALREADY_SENT, EINVOICE_NOT_SENT, EINVOICE_CANCELLED, EINVOICE_UNCHANGED, ' +
      'INVOICE_CANCELLED, INVOICE_NOT_CANCELLED, EINVOICE_NO_NEW_RETURN, EINVOICE_FULLY_RETURNED; nothing written.',
    params: companyRecordParamsSchema,
    body: moadianExportInputSchema,
    response: itemEnvelope(moadianExportSchema),
  }),
};
