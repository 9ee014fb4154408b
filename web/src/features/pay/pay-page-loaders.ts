import type { LoaderFunctionArgs } from 'react-router';
import { listQuery, parseListState } from '../../lib/list/list-state.ts';
import { recordIdParam } from '../../lib/routing/record-id.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import {
  getPaymentLinkQuery,
  getTerminalQuery,
  getTerminalTakingsQuery,
  listPaymentLinksQuery,
  listPurchasesQuery,
} from './api.ts';
import { linkListSpec, purchaseListSpec } from './pay-list-specs.ts';
import { linkIdParam } from './use-terminal.ts';

/**
 * The terminal pages' loaders, in the area's chunk (the route tree's own loaders only check the terminal is the
 * company's). They warm the cache with what the screens read; a link's 404 goes to the route's error boundary.
 */
export function payPageLoaders({ queryClient }: RouteDeps) {
  const warm = (...queries: Promise<unknown>[]) => Promise.all(queries.map((query) => query.catch(() => null)));
  const terminalIdOf = (params: LoaderFunctionArgs['params']) => recordIdParam(params.id, 'TERMINAL_NOT_FOUND');
  const terminal = (terminalId: number) => queryClient.query(getTerminalQuery(terminalId));
  const link = ({ params }: LoaderFunctionArgs) =>
    queryClient.query(getPaymentLinkQuery(terminalIdOf(params), linkIdParam(params.linkId)));
  return {
    links: async ({ params, request }: LoaderFunctionArgs) => {
      const terminalId = terminalIdOf(params);
      const state = parseListState(new URL(request.url).searchParams, linkListSpec);
      const takings = queryClient.query(getTerminalTakingsQuery(terminalId));
      await warm(terminal(terminalId), takings, queryClient.query(listPaymentLinksQuery(terminalId, listQuery(state))));
      return null;
    },
    purchases: async ({ params, request }: LoaderFunctionArgs) => {
      const terminalId = terminalIdOf(params);
      const { linkId, ...query } = listQuery(parseListState(new URL(request.url).searchParams, purchaseListSpec));
      const purchases = listPurchasesQuery(terminalId, { ...query, ...(linkId ? { linkId: Number(linkId) } : {}) });
      await warm(
        terminal(terminalId),
        queryClient.query(getTerminalTakingsQuery(terminalId)),
        queryClient.query(purchases),
      );
      return null;
    },
    terminal: async ({ params }: LoaderFunctionArgs) => {
      await warm(terminal(terminalIdOf(params)));
      return null;
    },
    link: async (args: LoaderFunctionArgs) => {
      await link(args);
      return null;
    },
  };
}
