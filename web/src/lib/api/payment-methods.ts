import type { PaymentMethodKind } from '@daftar/contracts/endpoints/payment-methods';
import type { HttpClient } from './http-client.ts';

/** Loaded on the first call: the payment methods' zod schemas are not built with every signed-in page. */
const endpoints = async () => (await import('@daftar/contracts/endpoints/payment-methods')).paymentMethodEndpoints;

/**
 * The active payment methods of one kind, by name: what a payment form offers (the company area keeps the
 * methods; invoices pay through them). A company keeps a handful per kind, so one page holds them all.
 */
export async function listActivePaymentMethods(client: HttpClient, companyId: number, kind: PaymentMethodKind) {
  const query = { kind, active: 'true', sort: 'name', page: 1, pageSize: 100 } as const;
  return (await client.call((await endpoints()).list, { params: { companyId }, query })).data;
}
