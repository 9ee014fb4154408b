import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import type {
  DeliveryNoteInput,
  DeliveryNoteListQuery,
  EstimateConvertInput,
  InvoiceReturnInput,
} from '@daftar/contracts/endpoints/invoices-documents';
import type { HttpClient } from '../../lib/api/http-client.ts';

/**
 * The calls that follow an issued invoice (a return, a delivery note), an estimate's conversion and the delivery
 * notes' list (an item's stock is the items area's call: features/items/item-stock-client.ts). Like the invoice calls, they send what they are given: the forms validate.
 */

/** Returns lines of an invoice (201): the invoice answers with the new return and its new balance. */
export async function addInvoiceReturn(client: HttpClient, companyId: number, id: number, input: InvoiceReturnInput) {
  return (await client.call(invoicesEndpoints.addReturn, { params: { companyId, id }, body: input })).itemInfo;
}

/** A delivery note of a sale (201): the invoice answers with what is now delivered. */
export async function addInvoiceDelivery(client: HttpClient, companyId: number, id: number, input: DeliveryNoteInput) {
  return (await client.call(invoicesEndpoints.addDelivery, { params: { companyId, id }, body: input })).itemInfo;
}

/** Makes a sell invoice of an estimate (201): the answer is the new invoice. */
export async function convertEstimate(client: HttpClient, companyId: number, id: number, input: EstimateConvertInput) {
  return (await client.call(invoicesEndpoints.convertEstimate, { params: { companyId, id }, body: input })).itemInfo;
}

/** One page of the delivery notes, with `meta.total` for the pager. */
export async function listDeliveryNotes(client: HttpClient, companyId: number, query: DeliveryNoteListQuery) {
  const { data, meta } = await client.call(invoicesEndpoints.listDeliveryNotes, { params: { companyId }, query });
  return { data, meta };
}
