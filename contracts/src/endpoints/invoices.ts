import { idSchema } from '../schemas/common.ts';
import { readReplaceEndpoints, companyRecordCalls, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, okSchema, pageEnvelope } from '../envelope.ts';
import { companyParamsSchema, companyRecordParamsSchema } from '../schemas/list-query.ts';
import {
  deliveryNoteInputSchema,
  deliveryNoteListQuerySchema,
  deliveryNoteSummarySchema,
  estimateConvertInputSchema,
  invoiceReturnInputSchema,
  itemStockSchema,
} from './invoices-documents.ts';
import {
  invoiceCancelInputSchema,
  invoiceCreateInputSchema,
  invoiceInputSchema,
  invoicePaymentInputSchema,
  invoiceSchema,
  invoiceSummarySchema,
} from './invoices-schemas.ts';
import { invoiceListQuerySchema, invoiceListTotalsSchema } from './invoice-list-schemas.ts';
import { invoiceSettingsSchema } from './invoice-settings-schemas.ts';

const invoicesPath = '/api/v1/companies/:companyId/invoices';

export const invoicePaymentParamsSchema = companyRecordParamsSchema.extend({
  paymentId: idSchema,
});

/** Every call that changes an invoice answers it. */
const { list, collection: invoices, record: invoice, recordPath } = companyRecordCalls(invoicesPath, invoiceSchema);

const invoiceSettings = readReplaceEndpoints({
  names: ['getInvoiceSettings', 'updateInvoiceSettings'],
  path: '/api/v1/companies/:companyId/invoice-settings',
  record: invoiceSettingsSchema,
  input: invoiceSettingsSchema,
  get: "The number prefixes of sell and purchase invoices (empty unless set) and the company's Moadian memory id.",
  update: 'Sets the prefixes; invoices issued before keep the prefix they were issued with.',
});

export const invoicesEndpoints = {
  list: list('listInvoices', {
    summary:
      'One page of invoices: search (number, stakeholder name or code), filters (kind, status, stakeholder, date ' +
      'range), sort; `totals` sums every row the filters match.',
    query: invoiceListQuerySchema,
    response: pageEnvelope(invoiceSummarySchema).extend({ totals: invoiceListTotalsSchema }),
  }),
  get: invoice.get('getInvoice', {
    summary: "One invoice with its lines and payments; another company's id is 404.",
  }),
  create: invoices.post('createInvoice', {
    status: 201,
    summary:
      'Adds a draft, or with `issue: true` numbers and posts it at once (201). Bad lines or a stakeholder the company ' +
      'does not have are 400 with field errors; a date in a locked period is 409 PERIOD_LOCKED, a draft and an ' +
      'estimate too.',
    body: invoiceCreateInputSchema,
  }),
  update: invoice.put('updateInvoice', {
    summary:
      'Replaces a draft; an issued one too while its voucher is TEMPORARY (the voucher is rewritten). A FINAL voucher, ' +
      'a cancelled invoice, a total below what was paid or another party once paid is 409; so is a date, old or new, ' +
      'in a locked period (PERIOD_LOCKED), a draft and an estimate too.',
    body: invoiceInputSchema,
  }),
  remove: userEndpoint.delete('removeInvoice', recordPath, {
    summary: 'Deletes a draft; an issued invoice is cancelled instead (409 INVOICE_NOT_DRAFT).',
    params: companyRecordParamsSchema,
    response: okSchema,
  }),
  issue: invoice.post('issueInvoice', {
    at: 'issue',
    summary: 'DRAFT → ISSUED: the next number of its kind in the fiscal year of its date, and its voucher.',
  }),
  cancel: invoice.post('cancelInvoice', {
    at: 'cancel',
    summary:
      'ISSUED → CANCELLED: a temporary voucher is removed, a FINAL one reversed on `date`; the number is kept. ' +
      'An invoice with payments is 409 (remove them first).',
    body: invoiceCancelInputSchema,
  }),
  addPayment: invoice.post('addInvoicePayment', {
    at: 'payments',
    status: 201,
    summary:
      "Records a payment (201) and posts it (its payment method's account, else cash or bank, against receivables " +
      'or payables); a method of another company, inactive or of another kind is 400, above the balance due or on ' +
      'an invoice not issued 409.',
    body: invoicePaymentInputSchema,
  }),
  removePayment: userEndpoint.delete('removeInvoicePayment', `${recordPath}/payments/:paymentId`, {
    summary: 'Removes a payment and reverses its voucher (a FINAL voucher is reversed by a new one dated today).',
    params: invoicePaymentParamsSchema,
    response: itemEnvelope(invoiceSchema),
  }),
  getSettings: invoiceSettings.get,
  updateSettings: invoiceSettings.update,
  addReturn: invoice.post('addInvoiceReturn', {
    at: 'returns',
    status: 201,
    summary:
      'Returns lines of an issued sell or purchase invoice (201): a numbered return posted as the reversal of the ' +
      'returned lines; the invoice becomes PARTLY_RETURNED or RETURNED and its balance due goes down (below zero ' +
      'once paid: the party’s credit). More than sold less returned, a draft or a cancelled invoice is 409.',
    body: invoiceReturnInputSchema,
  }),
  addDelivery: invoice.post('addInvoiceDelivery', {
    at: 'deliveries',
    status: 201,
    summary:
      'A delivery note of an issued sell invoice (201): moves the stock of tracked items out, posts no money. More ' +
      'than is left to deliver, or an invoice that is not an issued sale, is 409.',
    body: deliveryNoteInputSchema,
  }),
  convertEstimate: invoice.post('convertEstimate', {
    at: 'convert',
    status: 201,
    summary:
      'Makes a sell invoice of an estimate (201, answering the new invoice), issued unless `issue` is false; the ' +
      'estimate becomes CONVERTED and names it. A draft, converted or cancelled estimate, or an invoice, is 409.',
    body: estimateConvertInputSchema,
  }),
  listDeliveryNotes: userEndpoint.get('listDeliveryNotes', '/api/v1/companies/:companyId/delivery-notes', {
    summary: "One page of the company's delivery notes: search (numbers, customer), a date range, sort.",
    params: companyParamsSchema,
    query: deliveryNoteListQuerySchema,
    response: pageEnvelope(deliveryNoteSummarySchema),
  }),
  getItemStock: userEndpoint.get('getItemStock', '/api/v1/companies/:companyId/items/:id/stock', {
    summary:
      "An item's quantity on hand (from purchases, deliveries and returns, never typed), its latest movements and " +
      "its sales; another company's item is 404.",
    params: companyRecordParamsSchema,
    response: itemEnvelope(itemStockSchema),
  }),
};
