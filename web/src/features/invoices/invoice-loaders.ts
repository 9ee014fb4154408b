import { type LoaderFunctionArgs, redirect } from 'react-router';
import { listQuery, parseListState } from '../../lib/list/list-state.ts';
import { recordIdParam } from '../../lib/routing/record-id.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { amountUnitQuery } from '../../lib/query/amount-unit-query.ts';
import { activePaymentMethodsQuery } from '../../lib/query/payment-methods-query.ts';
import { getInvoiceQuery, listDeliveryNotesQuery, listInvoicesQuery } from './api.ts';
import { deliveryNoteListSpec, invoiceListSpec, type OverviewTab, overviewTabs } from './invoice-list-spec.ts';
import { kindPath } from './invoice-status.tsx';

/** The route's `:id`; one that is no id at all is the API's "not found". */
export const invoiceIdParam = (value: string | undefined) => recordIdParam(value, 'INVOICE_NOT_FOUND');

/**
 * The loaders warm the cache with the options the screens read. A record's 404 is thrown to the route's error
 * boundary (the not-found state); an invoice opened under the other kind's path (/invoices/purchase/7 for a sale)
 * is sent to its own. The list's and the unit's failures are left to the screen to show.
 */
export function invoiceLoaders({ queryClient }: RouteDeps) {
  const warm = (...queries: Promise<unknown>[]) => Promise.all(queries.map((query) => query.catch(() => null)));
  const unit = () => queryClient.query(amountUnitQuery(requireActiveCompanyId()));
  const record = async (args: LoaderFunctionArgs) => {
    const [invoice] = await Promise.all([
      queryClient.query(getInvoiceQuery(requireActiveCompanyId(), invoiceIdParam(args.params.id))),
      warm(unit()),
    ]);
    const url = new URL(args.request.url);
    const segments = url.pathname.split('/');
    if (segments[2] !== kindPath(invoice.kind)) {
      segments[2] = kindPath(invoice.kind);
      return redirect(segments.join('/') + url.search);
    }
    return null;
  };
  return {
    list:
      (tab: OverviewTab) =>
      async ({ request }: LoaderFunctionArgs) => {
        const state = parseListState(new URL(request.url).searchParams, invoiceListSpec);
        const kind = overviewTabs[tab];
        const query = { ...listQuery(state), ...(kind ? { kind } : {}) };
        await warm(queryClient.query(listInvoicesQuery(requireActiveCompanyId(), query)), unit());
        return null;
      },
    deliveryNotes: async ({ request }: LoaderFunctionArgs) => {
      const state = parseListState(new URL(request.url).searchParams, deliveryNoteListSpec);
      await warm(queryClient.query(listDeliveryNotesQuery(requireActiveCompanyId(), listQuery(state))));
      return null;
    },
    create: async () => {
      await warm(unit());
      return null;
    },
    record,
    /** The record, and the cash methods a new payment starts with (another kind's load when it is chosen). */
    payment: async (args: LoaderFunctionArgs) => {
      const [answer] = await Promise.all([
        record(args),
        warm(queryClient.query(activePaymentMethodsQuery(requireActiveCompanyId(), 'CASH'))),
      ]);
      return answer;
    },
  };
}
