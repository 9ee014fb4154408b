import type { ChequeListQuery } from '@daftar/contracts/endpoints/cheques-schemas';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../../lib/query/retry.ts';
import * as client from './cheques-client.ts';

/**
 * Cheques live under the books' root key: every step posts a voucher, and an invoice's cheque payment (which marks
 * the books stale) records a cheque, so the lists, the balances and the journal refresh together.
 */
const chequesKey = (companyId: number) => [...areaKeys.accounting, companyId, 'cheques'] as const;

export function listChequesQuery(companyId: number, query: ChequeListQuery) {
  return queryOptions({
    queryKey: [...chequesKey(companyId), 'list', query],
    queryFn: () => client.listCheques(apiClient, companyId, query),
    placeholderData: keepPreviousData,
  });
}

export function getChequeQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: [...chequesKey(companyId), 'one', id],
    queryFn: () => client.getCheque(apiClient, companyId, id),
    retry: retryUnlessClientError,
  });
}

/** Any cheque change posts a voucher or takes one back: the whole books area is refetched where it shows. */
export function chequeMutation<I, R>(queryClient: QueryClient, companyId: number, call: (input: I) => Promise<R>) {
  return mutationOptions({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...areaKeys.accounting, companyId] }),
  });
}

export { client as chequesClient };
export { apiClient };

export function chequePartiesQuery(companyId: number, q: string) {
  return queryOptions({
    queryKey: [...areaKeys.stakeholders, companyId, 'cheque-picker', q],
    queryFn: () => client.searchChequeParties(apiClient, companyId, q),
    placeholderData: keepPreviousData,
  });
}

export function chequeBooksQuery(companyId: number, bankTafsiliId?: number) {
  return queryOptions({
    queryKey: [...chequesKey(companyId), 'books', bankTafsiliId ?? 'all'],
    queryFn: () => client.listChequeBooks(apiClient, companyId, bankTafsiliId ? { bankTafsiliId } : {}),
  });
}

export function chequeBookQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: [...chequesKey(companyId), 'book', id],
    queryFn: () => client.getChequeBook(apiClient, companyId, id),
    retry: retryUnlessClientError,
  });
}

export function dueChequesQuery(companyId: number) {
  return queryOptions({
    queryKey: [...chequesKey(companyId), 'due'],
    queryFn: () => client.listDueCheques(apiClient, companyId),
  });
}
