import type {
  LinkListQuery,
  ManualPurchaseInput,
  PaymentLinkInput,
  PurchaseListQuery,
  TerminalRequest,
  TerminalSettings,
} from '@daftar/contracts/endpoints/pay-schemas';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { storeSaved } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../lib/query/retry.ts';
import {
  createManualPurchase,
  createPaymentLink,
  getPaymentLink,
  getTerminal,
  getTerminalTakings,
  listPaymentLinks,
  listPurchases,
  listTerminals,
  requestTerminal,
  updatePaymentLink,
  updateTerminalSettings,
} from './pay-client.ts';

const terminalKey = (terminalId: number) => [...areaKeys.pay, 'terminal', terminalId] as const;

/** SPEC §7: the company's terminals, from the payment host. */
export function listTerminalsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...areaKeys.pay, 'terminals', companyId],
    queryFn: () => listTerminals(apiClient, companyId),
  });
}

export function getTerminalQuery(terminalId: number) {
  return queryOptions({
    queryKey: [...terminalKey(terminalId), 'detail'],
    queryFn: () => getTerminal(apiClient, terminalId),
    retry: retryUnlessClientError,
  });
}

/** The dashboard's figures; a payer may pay at any moment, so they are read again whenever the page is shown. */
export function getTerminalTakingsQuery(terminalId: number) {
  return queryOptions({
    queryKey: [...terminalKey(terminalId), 'takings'],
    queryFn: () => getTerminalTakings(apiClient, terminalId),
    staleTime: 0,
  });
}

export function listPaymentLinksQuery(terminalId: number, query: LinkListQuery) {
  return queryOptions({
    queryKey: [...terminalKey(terminalId), 'links', query],
    queryFn: () => listPaymentLinks(apiClient, terminalId, query),
    placeholderData: keepPreviousData,
  });
}

export function getPaymentLinkQuery(terminalId: number, linkId: number) {
  return queryOptions({
    queryKey: [...terminalKey(terminalId), 'link', linkId],
    queryFn: () => getPaymentLink(apiClient, terminalId, linkId),
    retry: retryUnlessClientError,
  });
}

export function listPurchasesQuery(terminalId: number, query: PurchaseListQuery) {
  return queryOptions({
    queryKey: [...terminalKey(terminalId), 'purchases', query],
    queryFn: () => listPurchases(apiClient, terminalId, query),
    placeholderData: keepPreviousData,
  });
}

/** A new terminal joins the company's list (the /pay redirect and the terminal loader read it). */
export function requestTerminalMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: TerminalRequest) => requestTerminal(apiClient, companyId, input),
    onSuccess: (saved) => storeSaved(queryClient, areaKeys.pay, getTerminalQuery(saved.id).queryKey, saved),
  });
}

export function updateTerminalSettingsMutation(queryClient: QueryClient, terminalId: number) {
  return mutationOptions({
    mutationFn: (input: TerminalSettings) => updateTerminalSettings(apiClient, terminalId, input),
    onSuccess: (saved) => storeSaved(queryClient, areaKeys.pay, getTerminalQuery(terminalId).queryKey, saved),
  });
}

export function createPaymentLinkMutation(queryClient: QueryClient, terminalId: number) {
  return mutationOptions({
    mutationFn: (input: PaymentLinkInput) => createPaymentLink(apiClient, terminalId, input),
    onSuccess: (saved) =>
      storeSaved(queryClient, terminalKey(terminalId), getPaymentLinkQuery(terminalId, saved.id).queryKey, saved),
  });
}

export function updatePaymentLinkMutation(queryClient: QueryClient, terminalId: number, linkId: number) {
  return mutationOptions({
    mutationFn: (input: PaymentLinkInput) => updatePaymentLink(apiClient, terminalId, linkId, input),
    onSuccess: (saved) =>
      storeSaved(queryClient, terminalKey(terminalId), getPaymentLinkQuery(terminalId, linkId).queryKey, saved),
  });
}

/** A purchase recorded by hand changes the link's use, the purchases and the takings: the terminal's queries go stale. */
export function createManualPurchaseMutation(queryClient: QueryClient, terminalId: number, linkId: number) {
  return mutationOptions({
    mutationFn: (input: ManualPurchaseInput) => createManualPurchase(apiClient, terminalId, linkId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: terminalKey(terminalId), refetchType: 'none' }),
  });
}
