import type {
  OwnerTransactionListQuery,
  PettyCashSettlementListQuery,
  TreasuryAccountListQuery,
  TreasuryStatementQuery,
  TreasuryTransferListQuery,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../../lib/query/retry.ts';
import * as client from './treasury-client.ts';

/**
 * The treasury's queries live under the books' root key: every document that posts (an invoice payment, an income
 * or expense record, a voucher) marks the books stale, and with them the balances shown here.
 */
const treasuryKey = (companyId: number) => [...areaKeys.accounting, companyId, 'treasury'] as const;

export function treasuryAccountsQuery(companyId: number, query: TreasuryAccountListQuery) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'accounts', query],
    queryFn: () => client.listTreasuryAccounts(apiClient, companyId, query),
    placeholderData: keepPreviousData,
  });
}

/** Every place money can move between (the pickers of transfers, owners and petty cash), largest page. */
export function allTreasuryAccountsQuery(companyId: number) {
  return treasuryAccountsQuery(companyId, { page: 1, pageSize: 500, sort: 'code' });
}

export function treasuryAccountQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'account', id],
    queryFn: () => client.getTreasuryAccount(apiClient, companyId, id),
    retry: retryUnlessClientError,
  });
}

export function treasuryStatementQuery(companyId: number, id: number, query: TreasuryStatementQuery) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'statement', id, query],
    queryFn: () => client.getTreasuryStatement(apiClient, companyId, id, query),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function treasuryTransfersQuery(companyId: number, query: TreasuryTransferListQuery) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'transfers', query],
    queryFn: () => client.listTreasuryTransfers(apiClient, companyId, query),
    placeholderData: keepPreviousData,
  });
}

export function settlementsQuery(companyId: number, query: PettyCashSettlementListQuery) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'settlements', query],
    queryFn: () => client.listPettyCashSettlements(apiClient, companyId, query),
    placeholderData: keepPreviousData,
  });
}

export function partnersQuery(companyId: number) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'partners'],
    queryFn: () => client.listPartners(apiClient, companyId),
  });
}

export function ownerTransactionsQuery(companyId: number, query: OwnerTransactionListQuery) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'owner-transactions', query],
    queryFn: () => client.listOwnerTransactions(apiClient, companyId, query),
    placeholderData: keepPreviousData,
  });
}

export function treasurySettingsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'settings'],
    queryFn: () => client.getTreasurySettings(apiClient, companyId),
  });
}

/**
 * Any treasury change posts a voucher (or takes one back): the whole books area is refetched where it shows, so
 * balances, statements, lists and the journal agree at once.
 */
export function treasuryMutation<I, R>(queryClient: QueryClient, companyId: number, call: (input: I) => Promise<R>) {
  return mutationOptions({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...areaKeys.accounting, companyId] }),
  });
}

export { client as treasuryClient };
export { apiClient };
