import { paymentMethodEndpoints } from '@daftar/contracts/endpoints/payment-methods';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { bodyCall, idBodyCall, idCall, itemCall, plainPageCall } from '../../lib/api/company-calls.ts';

/** One page of the company's payment methods, with the page metadata (total) the pager needs. */
export const listPaymentMethods = plainPageCall(paymentMethodEndpoints.list);

/** The accounts and treasury places a method may post to, for the form's two pickers. */
export const listPaymentMethodChoices = itemCall(paymentMethodEndpoints.listChoices);

export const getPaymentMethod = idCall(paymentMethodEndpoints.get);

export const createPaymentMethod = bodyCall(paymentMethodEndpoints.create);

export const updatePaymentMethod = idBodyCall(paymentMethodEndpoints.update);

export async function removePaymentMethod(client: HttpClient, companyId: number, id: number) {
  return (await client.call(paymentMethodEndpoints.remove, { params: { companyId, id } })).itemInfo.outcome;
}
