import type { ChequeListQuery } from '@daftar/contracts/endpoints/cheques-schemas';
import { queryOptions } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api/client.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { pageQuery, recordQuery } from '../../../lib/query/record-queries.ts';
import * as client from './cheques-client.ts';
import { companyCallQuery } from '../../../lib/query/company-call-query.ts';

/**
 * Cheques live under the books' root key: every step posts a voucher, and an invoice's cheque payment (which marks
 * the books stale) records a cheque, so the lists, the balances and the journal refresh together.
 */
const chequesKey = (companyId: number) => [...areaKeys.accounting, companyId, 'cheques'] as const;

export const listChequesQuery = (companyId: number, query: ChequeListQuery) =>
  pageQuery([...chequesKey(companyId), 'list', query], () => client.listCheques(apiClient, companyId, query));

export const getChequeQuery = (companyId: number, id: number) =>
  recordQuery([...chequesKey(companyId), 'one', id], () => client.getCheque(apiClient, companyId, id));

/** A dialog's close that then opens the cheque it saved (a new cheque is worked on from its own page). */
export function useThenOpenCheque(onClose: () => void) {
  const navigate = useNavigate();
  return (cheque: { id: number }) => {
    onClose();
    void navigate(`/accounting/cheques/${cheque.id}`);
  };
}

export { client as chequesClient };
export { apiClient };

export const chequePartiesQuery = (companyId: number, q: string) =>
  pageQuery([...areaKeys.stakeholders, companyId, 'cheque-picker', q], () =>
    client.searchChequeParties(apiClient, companyId, q),
  );

export function chequeBooksQuery(companyId: number, bankTafsiliId?: number) {
  return queryOptions({
    queryKey: [...chequesKey(companyId), 'books', bankTafsiliId ?? 'all'],
    queryFn: () => client.listChequeBooks(apiClient, companyId, bankTafsiliId ? { bankTafsiliId } : {}),
  });
}

export const chequeBookQuery = (companyId: number, id: number) =>
  recordQuery([...chequesKey(companyId), 'book', id], () => client.getChequeBook(apiClient, companyId, id));

export const dueChequesQuery = (companyId: number) =>
  companyCallQuery([...chequesKey(companyId), 'due'], companyId, client.listDueCheques);
