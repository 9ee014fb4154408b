import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import { itemEndpoints } from '@daftar/contracts/endpoints/items';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { pickerQuery } from '../../lib/api/picker-query.ts';
import { bodyCall, idActionCall, idBodyCall, idCall, idVoidCall, pageCall } from '../../lib/api/company-calls.ts';

/**
 * The invoice calls of the active company. They send what they are given: validating input is the editor's job
 * (with the same contract schema), so the server's own 400 and 409 answers stay reachable.
 */

/** One page of the overview, with `meta.total` for the pager and `totals` over every row the filters match. */
export const listInvoices = pageCall(invoicesEndpoints.list);

export const getInvoice = idCall(invoicesEndpoints.get);

/** A draft, or with `issue: true` an invoice numbered and posted at once. */
export const createInvoice = bodyCall(invoicesEndpoints.create);

/** PUT replaces the header and every line. */
export const updateInvoice = idBodyCall(invoicesEndpoints.update);

/** Deletes a draft (an issued invoice is cancelled instead). */
export const removeInvoice = idVoidCall(invoicesEndpoints.remove);

export const issueInvoice = idCall(invoicesEndpoints.issue);

export const cancelInvoice = idActionCall(invoicesEndpoints.cancel);

export const addInvoicePayment = idBodyCall(invoicesEndpoints.addPayment);

export async function removeInvoicePayment(client: HttpClient, companyId: number, id: number, paymentId: number) {
  return (await client.call(invoicesEndpoints.removePayment, { params: { companyId, id, paymentId } })).itemInfo;
}

/** The editor's party picker: active customers (sell) or suppliers (purchase) matching name, code or mobile. */
export async function searchStakeholders(
  client: HttpClient,
  companyId: number,
  role: 'customer' | 'supplier',
  q: string,
) {
  const query = pickerQuery('displayName', q, { role });
  return (await client.call(stakeholderEndpoints.list, { params: { companyId }, query })).data;
}

/** The editor's item picker: active products and services matching name, code or barcode. */
export async function searchItems(client: HttpClient, companyId: number, q: string) {
  const query = pickerQuery('name', q);
  return (await client.call(itemEndpoints.list, { params: { companyId }, query })).data;
}
