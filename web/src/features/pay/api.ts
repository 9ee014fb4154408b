import type {
  LinkListQuery,
  ManualPurchaseInput,
  PaymentLinkInput,
  PurchaseListQuery,
  TerminalRequest,
  TerminalSettings,
} from '@daftar/contracts/endpoints/pay-schemas';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { recordMutations, staleAfter, storeSaved } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { pageQuery, recordQuery } from '../../lib/query/record-queries.ts';
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
import { companyCallQuery } from '../../lib/query/company-call-query.ts';

const terminalKey = (terminalId: number) => [...areaKeys.pay, 'terminal', terminalId] as const;

/** SPEC §7: the company's terminals, from the payment host. */
export const listTerminalsQuery = (companyId: number) =>
  companyCallQuery([...areaKeys.pay, 'terminals', companyId], companyId, listTerminals);

export const getTerminalQuery = (terminalId: number) =>
  recordQuery([...terminalKey(terminalId), 'detail'], () => getTerminal(apiClient, terminalId));

/** The dashboard's figures; a payer may pay at any moment, so they are read again whenever the page is shown. */
export function getTerminalTakingsQuery(terminalId: number) {
  return queryOptions({
    queryKey: [...terminalKey(terminalId), 'takings'],
    queryFn: () => getTerminalTakings(apiClient, terminalId),
    staleTime: 0,
  });
}

export const listPaymentLinksQuery = (terminalId: number, query: LinkListQuery) =>
  pageQuery([...terminalKey(terminalId), 'links', query], () => listPaymentLinks(apiClient, terminalId, query));

export const getPaymentLinkQuery = (terminalId: number, linkId: number) =>
  recordQuery([...terminalKey(terminalId), 'link', linkId], () => getPaymentLink(apiClient, terminalId, linkId));

export const listPurchasesQuery = (terminalId: number, query: PurchaseListQuery) =>
  pageQuery([...terminalKey(terminalId), 'purchases', query], () => listPurchases(apiClient, terminalId, query));

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

const linkMutations = (queryClient: QueryClient, terminalId: number) =>
  recordMutations(queryClient, terminalKey(terminalId), (id) => getPaymentLinkQuery(terminalId, id).queryKey);

export const createPaymentLinkMutation = (queryClient: QueryClient, terminalId: number) =>
  linkMutations(queryClient, terminalId).save((input: PaymentLinkInput) =>
    createPaymentLink(apiClient, terminalId, input),
  );

export const updatePaymentLinkMutation = (queryClient: QueryClient, terminalId: number, linkId: number) =>
  linkMutations(queryClient, terminalId).save((input: PaymentLinkInput) =>
    updatePaymentLink(apiClient, terminalId, linkId, input),
  );

/** A purchase recorded by hand changes the link's use, the purchases and the takings: the terminal's queries go stale. */
export const createManualPurchaseMutation = (queryClient: QueryClient, terminalId: number, linkId: number) =>
  staleAfter(
    queryClient,
    terminalKey(terminalId),
    (input: ManualPurchaseInput) => createManualPurchase(apiClient, terminalId, linkId, input),
    'none',
  );
