import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** An item's quantity on hand (from its purchases, deliveries and returns), latest movements and sales. */
export async function getItemStock(client: HttpClient, companyId: number, itemId: number) {
  return (await client.call(invoicesEndpoints.getItemStock, { params: { companyId, id: itemId } })).itemInfo;
}
