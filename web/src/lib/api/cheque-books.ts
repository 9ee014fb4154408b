import { chequeBookEndpoints } from '@daftar/contracts/endpoints/cheque-books';
import type { ChequeBookListQuery } from '@daftar/contracts/endpoints/cheque-books-schemas';
import type { HttpClient } from './http-client.ts';

/**
 * The company's cheque books, of one bank account when `bankTafsiliId` is given: the treasury keeps them, and a
 * purchase paid by cheque picks its leaf from them.
 */
export async function listChequeBooks(client: HttpClient, companyId: number, query: ChequeBookListQuery = {}) {
  return (await client.call(chequeBookEndpoints.listBooks, { params: { companyId }, query })).data;
}
