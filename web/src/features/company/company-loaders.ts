import type { LoaderFunctionArgs } from 'react-router';
import { listQuery, parseListState } from '../../lib/list/list-state.ts';
import { recordIdParam } from '../../lib/routing/record-id.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { getCompanyProfileQuery, getCompanySettingsQuery } from '../../lib/query/company-profile-queries.ts';
import { getPaymentMethodQuery, listPaymentMethodChoicesQuery, listPaymentMethodsQuery } from './api.ts';
import { paymentMethodListSpec } from './payment-method-list-spec.ts';

/** The route's `:id`; one that is no id at all is the API's "not found". */
export const paymentMethodIdParam = (value: string | undefined) => recordIdParam(value, 'PAYMENT_METHOD_NOT_FOUND');

/**
 * The company pages' loaders warm the cache with the options the screens read. The profile and the settings are
 * awaited (their forms start from them); a payment method's 404 goes to the route's error boundary.
 */
export function companyLoaders({ queryClient }: RouteDeps) {
  const warm = (...queries: Promise<unknown>[]) => Promise.all(queries.map((query) => query.catch(() => null)));
  const choices = (companyId: number) => queryClient.query(listPaymentMethodChoicesQuery(companyId));
  return {
    hub: async () => {
      await warm(queryClient.query(getCompanyProfileQuery(requireActiveCompanyId())));
      return null;
    },
    info: async () => {
      await queryClient.query({ ...getCompanyProfileQuery(requireActiveCompanyId()), staleTime: 0 });
      return null;
    },
    settings: async () => {
      await queryClient.query({ ...getCompanySettingsQuery(requireActiveCompanyId()), staleTime: 0 });
      return null;
    },
    paymentMethods: async ({ request }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      const state = parseListState(new URL(request.url).searchParams, paymentMethodListSpec);
      await warm(queryClient.query(listPaymentMethodsQuery(companyId, listQuery(state))));
      return null;
    },
    newPaymentMethod: async () => {
      await warm(choices(requireActiveCompanyId()));
      return null;
    },
    editPaymentMethod: async ({ params }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      await Promise.all([
        queryClient.query(getPaymentMethodQuery(companyId, paymentMethodIdParam(params.id))),
        warm(choices(companyId)),
      ]);
      return null;
    },
  };
}
