import { chequeBookEndpoints as b } from '@daftar/contracts/endpoints/cheque-books';
import type {
  ChequeBookInput,
  ChequeIssueInput,
  ChequeLeafVoidInput,
} from '@daftar/contracts/endpoints/cheque-books-schemas';
import { chequesEndpoints as e } from '@daftar/contracts/endpoints/cheques';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type {
  ChequeListQuery,
  ChequeReceiveInput,
  ChequeStepInput,
  ChequeUndoInput,
} from '@daftar/contracts/endpoints/cheques-schemas';
import type { HttpClient } from '../../../lib/api/http-client.ts';

/**
 * The cheque calls of the active company. They send what they are given: the dialogs check with the same contract
 * schemas, so the server's 400/409 stay reachable.
 */

/** One page of received or issued cheques; `totals` counts and sums each state over the same filters. */
export async function listCheques(client: HttpClient, companyId: number, query: ChequeListQuery) {
  const { data, meta, totals } = await client.call(e.list, { params: { companyId }, query });
  return { data, meta, totals };
}

export async function getCheque(client: HttpClient, companyId: number, id: number) {
  return (await client.call(e.get, { params: { companyId, id } })).itemInfo;
}

export async function receiveCheque(client: HttpClient, companyId: number, input: ChequeReceiveInput) {
  return (await client.call(e.receive, { params: { companyId }, body: input })).itemInfo;
}

export async function addChequeStep(client: HttpClient, companyId: number, id: number, input: ChequeStepInput) {
  return (await client.call(e.step, { params: { companyId, id }, body: input })).itemInfo;
}

export async function undoChequeStep(client: HttpClient, companyId: number, id: number, input: ChequeUndoInput) {
  return (await client.call(e.undo, { params: { companyId, id }, body: input })).itemInfo;
}

/** The person pickers (received from, endorsed to) and the list's filter: active people and businesses by name or code. */
export async function searchChequeParties(client: HttpClient, companyId: number, q: string) {
  const query = { page: 1, pageSize: 20, sort: 'displayName' as const, active: 'true' as const, ...(q ? { q } : {}) };
  return (await client.call(stakeholderEndpoints.list, { params: { companyId }, query })).data;
}

export { listChequeBooks } from '../../../lib/api/cheque-books.ts';

export async function createChequeBook(client: HttpClient, companyId: number, input: ChequeBookInput) {
  return (await client.call(b.createBook, { params: { companyId }, body: input })).itemInfo;
}

export async function getChequeBook(client: HttpClient, companyId: number, id: number) {
  return (await client.call(b.getBook, { params: { companyId, id } })).itemInfo;
}

export async function voidChequeLeaf(client: HttpClient, companyId: number, id: number, input: ChequeLeafVoidInput) {
  return (await client.call(b.voidLeaf, { params: { companyId, id }, body: input })).itemInfo;
}

export async function issueCheque(client: HttpClient, companyId: number, bookId: number, input: ChequeIssueInput) {
  return (await client.call(b.issue, { params: { companyId, id: bookId }, body: input })).itemInfo;
}

/** The open cheques, received and issued, overdue or due by the end of this week. */
export async function listDueCheques(client: HttpClient, companyId: number) {
  return (await client.call(b.due, { params: { companyId } })).itemInfo;
}
