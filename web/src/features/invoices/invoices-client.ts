import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import type {
  InvoiceCreateInput,
  InvoiceInput,
  InvoicePaymentInput,
} from '@daftar/contracts/endpoints/invoices-schemas';
import type { InvoiceListQuery } from '@daftar/contracts/endpoints/invoice-list-schemas';
import { itemEndpoints } from '@daftar/contracts/endpoints/items';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type { HttpClient } from '../../lib/api/http-client.ts';

/**
 * The invoice calls of the active company. They send what they are given: validating input is the editor's job
 * (with the same contract schema), so the server's own 400 and 409 answers stay reachable.
 */

/** One page of the overview, with `meta.total` for the pager and `totals` over every row the filters match. */
export async function listInvoices(client: HttpClient, companyId: number, query: InvoiceListQuery) {
  const { data, meta, totals } = await client.call(invoicesEndpoints.list, { params: { companyId }, query });
  return { data, meta, totals };
}

export async function getInvoice(client: HttpClient, companyId: number, id: number) {
  return (await client.call(invoicesEndpoints.get, { params: { companyId, id } })).itemInfo;
}

/** A draft, or with `issue: true` an invoice numbered and posted at once. */
export async function createInvoice(client: HttpClient, companyId: number, input: InvoiceCreateInput) {
  return (await client.call(invoicesEndpoints.create, { params: { companyId }, body: input })).itemInfo;
}

/** PUT replaces the header and every line. */
export async function updateInvoice(client: HttpClient, companyId: number, id: number, input: InvoiceInput) {
  return (await client.call(invoicesEndpoints.update, { params: { companyId, id }, body: input })).itemInfo;
}

/** Deletes a draft (an issued invoice is cancelled instead). */
export async function removeInvoice(client: HttpClient, companyId: number, id: number) {
  await client.call(invoicesEndpoints.remove, { params: { companyId, id } });
}

export async function issueInvoice(client: HttpClient, companyId: number, id: number) {
  return (await client.call(invoicesEndpoints.issue, { params: { companyId, id } })).itemInfo;
}

export async function cancelInvoice(client: HttpClient, companyId: number, id: number) {
  return (await client.call(invoicesEndpoints.cancel, { params: { companyId, id }, body: {} })).itemInfo;
}

export async function addInvoicePayment(client: HttpClient, companyId: number, id: number, input: InvoicePaymentInput) {
  return (await client.call(invoicesEndpoints.addPayment, { params: { companyId, id }, body: input })).itemInfo;
}

export async function removeInvoicePayment(client: HttpClient, companyId: number, id: number, paymentId: number) {
  return (await client.call(invoicesEndpoints.removePayment, { params: { companyId, id, paymentId } })).itemInfo;
}

/** How many matches a picker lists; typing more narrows them. */
export const pickerPageSize = 20;

/** The editor's party picker: active customers (sell) or suppliers (purchase) matching name, code or mobile. */
export async function searchStakeholders(
  client: HttpClient,
  companyId: number,
  role: 'customer' | 'supplier',
  q: string,
) {
  const query = {
    page: 1,
    pageSize: pickerPageSize,
    sort: 'displayName' as const,
    role,
    active: 'true' as const,
    ...(q ? { q } : {}),
  };
  return (await client.call(stakeholderEndpoints.list, { params: { companyId }, query })).data;
}

/** The editor's item picker: active products and services matching name, code or barcode. */
export async function searchItems(client: HttpClient, companyId: number, q: string) {
  const query = {
    page: 1,
    pageSize: pickerPageSize,
    sort: 'name' as const,
    active: 'true' as const,
    ...(q ? { q } : {}),
  };
  return (await client.call(itemEndpoints.list, { params: { companyId }, query })).data;
}
