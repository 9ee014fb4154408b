import { bankingEndpoints as e } from '@daftar/contracts/endpoints/banking';
import type { Endpoint } from '@daftar/contracts/endpoint';
import type { CallInput, HttpClient } from '../../lib/api/http-client.ts';

/**
 * The bank's calls, one function each (the pacts drive these). Every one sends the banking token as the bank-token
 * header, and a failure goes through the banking rules of SPEC §8 (re-exchange the code, or leave banking).
 */
type Body<E extends Endpoint> = NonNullable<CallInput<E>['body']>;
type Query<E extends Endpoint> = NonNullable<CallInput<E>['query']>;

export async function listDeposits(client: HttpClient) {
  return (await client.call(e.listDeposits)).data;
}

export async function getDeposit(client: HttpClient, id: string) {
  return (await client.call(e.getDeposit, { params: { id } })).itemInfo;
}

export async function openDeposit(client: HttpClient, body: Body<typeof e.openDeposit>) {
  return (await client.call(e.openDeposit, { body })).itemInfo;
}

export async function updateDepositLimit(client: HttpClient, id: string, dailyLimit: number) {
  return (await client.call(e.updateDepositLimit, { params: { id }, body: { dailyLimit } })).itemInfo;
}

export async function listCards(client: HttpClient) {
  return (await client.call(e.listCards)).data;
}

export async function getCard(client: HttpClient, id: string) {
  return (await client.call(e.getCard, { params: { id } })).itemInfo;
}

export async function updateCardBlock(client: HttpClient, id: string, blocked: boolean) {
  return (await client.call(e.updateCardBlock, { params: { id }, body: { blocked } })).itemInfo;
}

export async function updateCardLimit(client: HttpClient, id: string, dailyLimit: number) {
  return (await client.call(e.updateCardLimit, { params: { id }, body: { dailyLimit } })).itemInfo;
}

/** A page of movements: `{ data, meta }`. */
export async function listTransactions(client: HttpClient, query: Query<typeof e.listTransactions>) {
  const { data, meta } = await client.call(e.listTransactions, { query });
  return { data, meta };
}

export async function getTransaction(client: HttpClient, id: number) {
  return (await client.call(e.getTransaction, { params: { id } })).itemInfo;
}

export async function listBills(client: HttpClient) {
  return (await client.call(e.listBills)).data;
}

export async function getBill(client: HttpClient, id: number) {
  return (await client.call(e.getBill, { params: { id } })).itemInfo;
}

export async function createBill(client: HttpClient, body: Body<typeof e.createBill>) {
  return (await client.call(e.createBill, { body })).itemInfo;
}

export async function payBill(client: HttpClient, id: number, depositId: string) {
  return (await client.call(e.payBill, { params: { id }, body: { depositId } })).itemInfo;
}

export async function listSavedAccounts(client: HttpClient) {
  return (await client.call(e.listSavedAccounts)).data;
}

export async function createSavedAccount(client: HttpClient, body: Body<typeof e.createSavedAccount>) {
  return (await client.call(e.createSavedAccount, { body })).itemInfo;
}

export async function removeSavedAccount(client: HttpClient, id: number) {
  await client.call(e.removeSavedAccount, { params: { id } });
}

export async function createTransfer(client: HttpClient, body: Body<typeof e.createTransfer>) {
  return (await client.call(e.createTransfer, { body })).itemInfo;
}

export async function confirmTransfer(client: HttpClient, id: number, code: string) {
  return (await client.call(e.confirmTransfer, { params: { id }, body: { code } })).itemInfo;
}

/** How the SPA learns a transfer's outcome when the confirmation's answer was lost. */
export async function getTransferByKey(client: HttpClient, key: string) {
  return (await client.call(e.getTransferByKey, { params: { key } })).itemInfo;
}

export async function getWorkbook(client: HttpClient, from: string, to: string) {
  return (await client.call(e.getWorkbook, { query: { from, to } })).itemInfo;
}
