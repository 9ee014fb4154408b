import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { listQuery, parseListState } from '../../lib/list/list-state.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { nextStakeholderCodeQuery, stakeholderListQuery, stakeholderQuery } from './api.ts';
import { parseStakeholderFormType } from './form-type.ts';
import { stakeholderIdParam } from './stakeholder-id.ts';
import { stakeholderListSpec } from './stakeholder-list-spec.ts';

/**
 * Typing a search or changing a filter only changes the search params: the screen's own query (keeping the last
 * page on screen) fetches, so the URL follows each keystroke at once instead of waiting for a loader.
 */
export const samePathKeepsData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/**
 * The loaders warm the cache with the options the screens read. A record's 404 is thrown to the route's error
 * boundary (the not-found state); the list's and the next code's failures are left to the screen to show.
 */
export function stakeholderLoaders({ queryClient }: RouteDeps) {
  return {
    list: async ({ url }: LoaderFunctionArgs) => {
      const state = parseListState(url.searchParams, stakeholderListSpec);
      await queryClient.query(stakeholderListQuery(requireActiveCompanyId(), listQuery(state))).catch(() => null);
      return null;
    },
    create: async ({ url }: LoaderFunctionArgs) => {
      await queryClient.query(nextStakeholderCodeQuery(requireActiveCompanyId())).catch(() => null);
      return { formType: parseStakeholderFormType(url.searchParams.get('formType')) };
    },
    record: async ({ params }: LoaderFunctionArgs) => {
      await queryClient.query(stakeholderQuery(requireActiveCompanyId(), stakeholderIdParam(params.id)));
      return null;
    },
  };
}
