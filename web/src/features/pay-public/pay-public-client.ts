import type { LinkPaymentInput } from '@daftar/contracts/endpoints/pay-schemas';
import { contracts } from '../../lib/api/contracts.ts';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** The public payment page's two calls: no sign-in, only the link's token. */
export async function getPublicPaymentLink(client: HttpClient, token: string) {
  return (await client.call((await contracts.pay()).payEndpoints.getPublicPaymentLink, { params: { token } })).itemInfo;
}

/** The simulated card payment; the receipt's tracking number is the bank's. */
export async function payPaymentLink(client: HttpClient, token: string, body: LinkPaymentInput) {
  return (await client.call((await contracts.pay()).payEndpoints.payPaymentLink, { params: { token }, body })).itemInfo;
}
