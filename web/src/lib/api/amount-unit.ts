import type { AmountUnit } from '../format/format-amount.ts';
import type { HttpClient } from './http-client.ts';

/** Loaded on the first call: the books' settings schemas are not built with every signed-in page. */
const endpoint = async () => (await import('./amount-unit-endpoint.ts')).getAmountUnit;

/**
 * Whether the company shows amounts in Rials or Tomans (its accounting settings say), for the areas outside the
 * books that show money (banking's balances).
 */
export async function fetchAmountUnit(client: HttpClient, companyId: number): Promise<AmountUnit> {
  return (await client.call(await endpoint(), { params: { companyId } })).itemInfo.amountUnit;
}
