import type { ChequeBookListQuery } from '@daftar/contracts/endpoints/cheque-books-schemas';
import type { HttpClient } from './http-client.ts';

/**
 * Loaded on the first call: the cheque contracts' zod schemas and the bank tables their sheba checks carry are not
 * built with every signed-in page that only might show a cheque book.
 */
const endpoints = async () => (await import('@daftar/contracts/endpoints/cheque-books')).chequeBookEndpoints;

/**
 * The company's cheque books, of one bank account when `bankTafsiliId` is given: the treasury keeps them, and a
 * purchase paid by cheque picks its leaf from them.
 */
export async function listChequeBooks(client: HttpClient, companyId: number, query: ChequeBookListQuery = {}) {
  return (await client.call((await endpoints()).listBooks, { params: { companyId }, query })).data;
}
