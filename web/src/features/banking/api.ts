import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import * as bank from './banking-client.ts';

/**
 * The bank's queries. A banking failure has its own recovery (re-exchange or /banking/auth, SPEC §8); repeating it
 * would only repeat that, so none retries.
 */
const key = (...rest: unknown[]) => [...areaKeys.banking, ...rest];
const once = { retry: false } as const;

export const depositsQuery = queryOptions({
  queryKey: key('deposits'),
  queryFn: () => bank.listDeposits(apiClient),
  ...once,
});
export const getDepositQuery = (id: string) =>
  queryOptions({ queryKey: key('deposits', id), queryFn: () => bank.getDeposit(apiClient, id), ...once });
export const cardsQuery = queryOptions({ queryKey: key('cards'), queryFn: () => bank.listCards(apiClient), ...once });
export const getCardQuery = (id: string) =>
  queryOptions({ queryKey: key('cards', id), queryFn: () => bank.getCard(apiClient, id), ...once });

export type TransactionQuery = Parameters<typeof bank.listTransactions>[1];
export const transactionsQuery = (query: TransactionQuery) =>
  queryOptions({
    queryKey: key('transactions', query),
    queryFn: () => bank.listTransactions(apiClient, query),
    placeholderData: (previous) => previous,
    ...once,
  });
export const getTransactionQuery = (id: number) =>
  queryOptions({ queryKey: key('transaction', id), queryFn: () => bank.getTransaction(apiClient, id), ...once });

export const billsQuery = queryOptions({ queryKey: key('bills'), queryFn: () => bank.listBills(apiClient), ...once });
export const getBillQuery = (id: number) =>
  queryOptions({ queryKey: key('bills', id), queryFn: () => bank.getBill(apiClient, id), ...once });
export const savedAccountsQuery = queryOptions({
  queryKey: key('saved-accounts'),
  queryFn: () => bank.listSavedAccounts(apiClient),
  ...once,
});
export const workbookQuery = (from: string, to: string) =>
  queryOptions({ queryKey: key('workbook', from, to), queryFn: () => bank.getWorkbook(apiClient, from, to), ...once });

/** After money moves, every balance, statement and list of the bank is stale. */
export const refreshBank = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: areaKeys.banking });
