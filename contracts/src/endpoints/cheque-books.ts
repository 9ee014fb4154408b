import { companyRecordCalls, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope } from '../envelope.ts';
import { companyParamsSchema, companyRecordParamsSchema } from '../schemas/list-query.ts';
import {
  chequeBookDetailSchema,
  chequeBookInputSchema,
  chequeBookListQuerySchema,
  chequeBookSchema,
  chequeIssueInputSchema,
  chequeLeafVoidInputSchema,
  dueChequesSchema,
} from './cheque-books-schemas.ts';
import { chequeSchema } from './cheques-schemas.ts';

const booksPath = '/api/v1/companies/:companyId/cheque-books';
const { list, collection: books, record: book, recordPath } = companyRecordCalls(booksPath, chequeBookDetailSchema);

/** The company's cheque books, the cheques issued from their leaves, and the cheques falling due. */
export const chequeBookEndpoints = {
  listBooks: list('listChequeBooks', {
    summary:
      "The company's cheque books (of one bank account with `bankTafsiliId`), newest first, each with its leaves " +
      'used, voided and free and the next free leaf.',
    query: chequeBookListQuerySchema,
    response: listEnvelope(chequeBookSchema),
  }),
  createBook: books.post('createChequeBook', {
    summary:
      'Records a cheque book of one of the company’s bank accounts (201): a series and its first and last leaf (at ' +
      'most 200). Leaves of the same series already in a book of that account are 409 CHEQUE_BOOK_OVERLAP.',
    body: chequeBookInputSchema,
  }),
  getBook: book.get('getChequeBook', {
    summary: 'One cheque book with every leaf: free, used (its cheque) or voided; another company’s is 404.',
  }),
  voidLeaf: book.post('voidChequeLeaf', {
    at: 'void',
    summary:
      'Voids a free leaf (nothing posts). A leaf outside the book is 400 CHEQUE_LEAF_OUTSIDE_BOOK, one used or ' +
      'voided already 409 CHEQUE_LEAF_USED, a date outside an open year 400.',
    body: chequeLeafVoidInputSchema,
  }),
  issue: userEndpoint.post('issueCheque', `${recordPath}/issue`, {
    summary:
      'Issues a cheque to a person from a free leaf of the book (201): their payable debited, notes payable (3102, ' +
      'their tafsili) credited. A leaf outside the book is 400 CHEQUE_LEAF_OUTSIDE_BOOK, a used one 409 ' +
      'CHEQUE_LEAF_USED, a Sayad id the company has 409 SAYAD_ID_TAKEN, a date outside an open year 400.',
    params: companyRecordParamsSchema,
    body: chequeIssueInputSchema,
    response: itemEnvelope(chequeSchema),
  }),
  due: userEndpoint.get('listDueCheques', '/api/v1/companies/:companyId/due-cheques', {
    summary:
      'The open cheques, received and issued, that are overdue or due by the end of this week (Saturday to Friday, ' +
      'Tehran), by due date (at most 100), with each direction’s count and sum of both.',
    params: companyParamsSchema,
    response: itemEnvelope(dueChequesSchema),
  }),
};
