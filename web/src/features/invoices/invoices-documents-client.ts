import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import { idBodyCall, plainPageCall } from '../../lib/api/company-calls.ts';

/**
 * The calls that follow an issued invoice (a return, a delivery note), an estimate's conversion and the delivery
 * notes' list (an item's stock is the items area's call: features/items/item-stock-client.ts). Like the invoice calls, they send what they are given: the forms validate.
 */

/** Returns lines of an invoice (201): the invoice answers with the new return and its new balance. */
export const addInvoiceReturn = idBodyCall(invoicesEndpoints.addReturn);

/** A delivery note of a sale (201): the invoice answers with what is now delivered. */
export const addInvoiceDelivery = idBodyCall(invoicesEndpoints.addDelivery);

/** Makes a sell invoice of an estimate (201): the answer is the new invoice. */
export const convertEstimate = idBodyCall(invoicesEndpoints.convertEstimate);

/** One page of the delivery notes, with `meta.total` for the pager. */
export const listDeliveryNotes = plainPageCall(invoicesEndpoints.listDeliveryNotes);
