import type {
  OwnerTransactionListQuery,
  PettyCashSettlementListQuery,
  TreasuryAccountListQuery,
  TreasuryStatementQuery,
  TreasuryTransferListQuery,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { staleAfter } from '../../../lib/query/area-cache.ts';
import { apiClient } from '../../../lib/api/client.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../../lib/query/retry.ts';
import { pageQuery, recordQuery } from '../../../lib/query/record-queries.ts';
import * as client from './treasury-client.ts';
import { companyCallQuery } from '../../../lib/query/company-call-query.ts';

/**
 * The treasury's queries live under the books' root key: every document that posts (an invoice payment, an income
 * or expense record, a voucher) marks the books stale, and with them the balances shown here.
 */
const treasuryKey = (companyId: number) => [...areaKeys.accounting, companyId, 'treasury'] as const;

export const treasuryAccountsQuery = (companyId: number, query: TreasuryAccountListQuery) =>
  pageQuery([...treasuryKey(companyId), 'accounts', query], () =>
    client.listTreasuryAccounts(apiClient, companyId, query),
  );

/** Every place money can move between (the pickers of transfers, owners and petty cash), largest page. */
export function allTreasuryAccountsQuery(companyId: number) {
  return treasuryAccountsQuery(companyId, { page: 1, pageSize: 500, sort: 'code' });
}

export const treasuryAccountQuery = (companyId: number, id: number) =>
  recordQuery([...treasuryKey(companyId), 'account', id], () => client.getTreasuryAccount(apiClient, companyId, id));

export function treasuryStatementQuery(companyId: number, id: number, query: TreasuryStatementQuery) {
  return queryOptions({
    queryKey: [...treasuryKey(companyId), 'statement', id, query],
    queryFn: () => client.getTreasuryStatement(apiClient, companyId, id, query),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export const treasuryTransfersQuery = (companyId: number, query: TreasuryTransferListQuery) =>
  pageQuery([...treasuryKey(companyId), 'transfers', query], () =>
    client.listTreasuryTransfers(apiClient, companyId, query),
  );

export const settlementsQuery = (companyId: number, query: PettyCashSettlementListQuery) =>
  pageQuery([...treasuryKey(companyId), 'settlements', query], () =>
    client.listPettyCashSettlements(apiClient, companyId, query),
  );

export const partnersQuery = (companyId: number) =>
  companyCallQuery([...treasuryKey(companyId), 'partners'], companyId, client.listPartners);

export const ownerTransactionsQuery = (companyId: number, query: OwnerTransactionListQuery) =>
  pageQuery([...treasuryKey(companyId), 'owner-transactions', query], () =>
    client.listOwnerTransactions(apiClient, companyId, query),
  );

export const treasurySettingsQuery = (companyId: number) =>
  companyCallQuery([...treasuryKey(companyId), 'settings'], companyId, client.getTreasurySettings);

/**
 * Any treasury change posts a voucher (or takes one back): the whole books area is refetched where it shows, so
 * balances, statements, lists and the journal agree at once.
 */
export function treasuryMutation<I, R>(queryClient: QueryClient, companyId: number, call: (input: I) => Promise<R>) {
  return staleAfter(queryClient, [...areaKeys.accounting, companyId], call);
}

export { client as treasuryClient };
export { apiClient };
