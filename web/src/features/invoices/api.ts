import type {
  DeliveryNoteInput,
  DeliveryNoteListQuery,
  EstimateConvertInput,
  InvoiceReturnInput,
} from '@daftar/contracts/endpoints/invoices-documents';
import type {
  Invoice,
  InvoiceCreateInput,
  InvoiceInput,
  InvoicePaymentInput,
} from '@daftar/contracts/endpoints/invoices-schemas';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { storeRemoved, storeSaved } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { pageQuery } from '../../lib/query/record-queries.ts';
import {
  addInvoicePayment,
  cancelInvoice,
  createInvoice,
  getInvoice,
  issueInvoice,
  listInvoices,
  removeInvoice,
  removeInvoicePayment,
  searchItems,
  searchStakeholders,
  updateInvoice,
} from './invoices-client.ts';
import {
  addInvoiceDelivery,
  addInvoiceReturn,
  convertEstimate,
  listDeliveryNotes,
} from './invoices-documents-client.ts';
import { companyRecordQueries } from '../../lib/query/company-record-queries.ts';

const companyKey = (companyId: number) => [...areaKeys.invoices, companyId] as const;

const invoiceReads = companyRecordQueries(companyKey, listInvoices, getInvoice);
export const listInvoicesQuery = invoiceReads.listQuery;
export const getInvoiceQuery = invoiceReads.getQuery;

/** The party picker's matches, kept under the stakeholders' root key so a stakeholder's save refreshes them. */
export const searchStakeholdersQuery = (companyId: number, role: 'customer' | 'supplier', q: string) =>
  pageQuery([...areaKeys.stakeholders, companyId, 'invoice-picker', role, q], () =>
    searchStakeholders(apiClient, companyId, role, q),
  );

/** The item picker's matches, under the items' root key. */
export const searchItemsQuery = (companyId: number, q: string) =>
  pageQuery([...areaKeys.items, companyId, 'invoice-picker', q], () => searchItems(apiClient, companyId, q));

/**
 * After any change the answer is the invoice as it now stands: its detail shows it at once; the rest of the area,
 * the books (its voucher), the stakeholders (their balance) and the items (their stock) are marked stale.
 */
function storeInvoice(queryClient: QueryClient, companyId: number) {
  return async (saved: Invoice) => {
    await queryClient.invalidateQueries({ queryKey: [...areaKeys.accounting, companyId], refetchType: 'none' });
    // An item's stock and sales (its page) follow purchases, deliveries and returns.
    await queryClient.invalidateQueries({ queryKey: [...areaKeys.items, companyId], refetchType: 'none' });
    await storeSaved(queryClient, companyKey(companyId), getInvoiceQuery(companyId, saved.id).queryKey, saved);
  };
}

/** A change of one invoice, answered with the invoice. */
function invoiceMutation<I>(queryClient: QueryClient, companyId: number, mutationFn: (input: I) => Promise<Invoice>) {
  return mutationOptions({ mutationFn, onSuccess: storeInvoice(queryClient, companyId) });
}

export const createInvoiceMutation = (queryClient: QueryClient, companyId: number) =>
  invoiceMutation(queryClient, companyId, (input: InvoiceCreateInput) => createInvoice(apiClient, companyId, input));

export const updateInvoiceMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  invoiceMutation(queryClient, companyId, (input: InvoiceInput) => updateInvoice(apiClient, companyId, id, input));

/** Issue, cancel: a state change of the invoice. */
export const invoiceActionMutation = (
  queryClient: QueryClient,
  companyId: number,
  id: number,
  action: 'issue' | 'cancel',
) =>
  invoiceMutation(queryClient, companyId, () =>
    (action === 'issue' ? issueInvoice : cancelInvoice)(apiClient, companyId, id),
  );

export const addInvoicePaymentMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  invoiceMutation(queryClient, companyId, (input: InvoicePaymentInput) =>
    addInvoicePayment(apiClient, companyId, id, input),
  );

export const removeInvoicePaymentMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  invoiceMutation(queryClient, companyId, (paymentId: number) =>
    removeInvoicePayment(apiClient, companyId, id, paymentId),
  );

export const addInvoiceReturnMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  invoiceMutation(queryClient, companyId, (input: InvoiceReturnInput) =>
    addInvoiceReturn(apiClient, companyId, id, input),
  );

export const addInvoiceDeliveryMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  invoiceMutation(queryClient, companyId, (input: DeliveryNoteInput) =>
    addInvoiceDelivery(apiClient, companyId, id, input),
  );

/** An estimate made a sell invoice: the answer is the new invoice (the estimate, now CONVERTED, is marked stale). */
export const convertEstimateMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  invoiceMutation(queryClient, companyId, (input: EstimateConvertInput) =>
    convertEstimate(apiClient, companyId, id, input),
  );

/** One page of the delivery notes' tab. */
export const listDeliveryNotesQuery = (companyId: number, query: DeliveryNoteListQuery) =>
  pageQuery([...companyKey(companyId), 'delivery-notes', query], () => listDeliveryNotes(apiClient, companyId, query));

/** Deletes a draft: nothing of it is left to show, so the area is only marked stale. */
export function removeInvoiceMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: () => removeInvoice(apiClient, companyId, id),
    onSuccess: () => storeRemoved(queryClient, companyKey(companyId), 'DELETED'),
  });
}
