import type { LoaderFunctionArgs } from 'react-router';
import { listQuery, parseListState } from '../../lib/list/list-state.ts';
import { recordIdParam } from '../../lib/routing/record-id.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { getStakeholderQuery } from '../../lib/query/stakeholder-record-query.ts';
import { listStakeholdersQuery, nextStakeholderCodeQuery } from './api.ts';
import { parseStakeholderFormType } from './form-type.ts';
import { stakeholderListSpec } from './stakeholder-list-spec.ts';

/** The route's `:id`; one that is no id at all is the API's "not found". */
export const stakeholderIdParam = (value: string | undefined) => recordIdParam(value, 'STAKEHOLDER_NOT_FOUND');

/**
 * The loaders warm the cache with the options the screens read. A record's 404 is thrown to the route's error
 * boundary (the not-found state); the list's and the next code's failures are left to the screen to show.
 */
export function stakeholderLoaders({ queryClient }: RouteDeps) {
  const warm = (...queries: Promise<unknown>[]) => Promise.all(queries.map((query) => query.catch(() => null)));
  return {
    list: async ({ request }: LoaderFunctionArgs) => {
      const state = parseListState(new URL(request.url).searchParams, stakeholderListSpec);
      await warm(queryClient.query(listStakeholdersQuery(requireActiveCompanyId(), listQuery(state))));
      return null;
    },
    create: async ({ request }: LoaderFunctionArgs) => {
      await warm(queryClient.query(nextStakeholderCodeQuery(requireActiveCompanyId())));
      return { formType: parseStakeholderFormType(new URL(request.url).searchParams.get('formType')) };
    },
    record: async ({ params }: LoaderFunctionArgs) => {
      await queryClient.query(getStakeholderQuery(requireActiveCompanyId(), stakeholderIdParam(params.id)));
      return null;
    },
  };
}
