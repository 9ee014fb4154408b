import { itemEndpoints } from '@daftar/contracts/endpoints/items';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { bodyCall, idBodyCall, idCall, listCall, plainPageCall } from '../../lib/api/company-calls.ts';

/** One page of the company's items, with the page metadata (total) the pager needs. */
export const listItems = plainPageCall(itemEndpoints.list);

/** The categories the company's items use (filter options and the form's suggestions). */
export const listItemCategories = listCall(itemEndpoints.listCategories);

/** The code a new item would get now. */
export async function nextItemCode(client: HttpClient, companyId: number) {
  return (await client.call(itemEndpoints.nextCode, { params: { companyId } })).itemInfo.code;
}

export const getItem = idCall(itemEndpoints.get);

/** Sends the input as given: the form validates with the contract first, the server answers 400 otherwise. */
export const createItem = bodyCall(itemEndpoints.create);

export const updateItem = idBodyCall(itemEndpoints.update);

/** Deletes the item, or archives it when other records use it: the answer says which. */
export async function removeItem(client: HttpClient, companyId: number, id: number) {
  return (await client.call(itemEndpoints.remove, { params: { companyId, id } })).itemInfo.outcome;
}
