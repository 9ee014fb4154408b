import { chequeBookEndpoints as b } from '@daftar/contracts/endpoints/cheque-books';
import type { ChequeIssueInput } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { chequesEndpoints as e } from '@daftar/contracts/endpoints/cheques';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type { HttpClient } from '../../../lib/api/http-client.ts';
import { bodyCall, idBodyCall, idCall, itemCall, pageCall } from '../../../lib/api/company-calls.ts';
import { pickerQuery } from '../../../lib/api/picker-query.ts';

/**
 * The cheque calls of the active company. They send what they are given: the dialogs check with the same contract
 * schemas, so the server's 400/409 stay reachable.
 */

/** One page of received or issued cheques; `totals` counts and sums each state over the same filters. */
export const listCheques = pageCall(e.list);

export const getCheque = idCall(e.get);

export const receiveCheque = bodyCall(e.receive);

export const addChequeStep = idBodyCall(e.step);

export const undoChequeStep = idBodyCall(e.undo);

/** The person pickers (received from, endorsed to) and the list's filter: active people and businesses by name or code. */
export async function searchChequeParties(client: HttpClient, companyId: number, q: string) {
  const query = pickerQuery('displayName', q);
  return (await client.call(stakeholderEndpoints.list, { params: { companyId }, query })).data;
}

export { listChequeBooks } from '../../../lib/api/cheque-books.ts';

export const createChequeBook = bodyCall(b.createBook);

export const getChequeBook = idCall(b.getBook);

export const voidChequeLeaf = idBodyCall(b.voidLeaf);

export async function issueCheque(client: HttpClient, companyId: number, bookId: number, input: ChequeIssueInput) {
  return (await client.call(b.issue, { params: { companyId, id: bookId }, body: input })).itemInfo;
}

/** The open cheques, received and issued, overdue or due by the end of this week. */
export const listDueCheques = itemCall(b.due);
