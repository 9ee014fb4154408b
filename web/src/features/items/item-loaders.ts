import type { LoaderFunctionArgs } from 'react-router';
import { listQuery, parseListState } from '../../lib/list/list-state.ts';
import { recordIdParam } from '../../lib/routing/record-id.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { getItemQuery, listItemCategoriesQuery, listItemsQuery, nextItemCodeQuery } from './api.ts';
import { parseItemFormType } from './form-type.ts';
import { itemListSpec } from './item-list-spec.ts';

/** The route's `:id`; one that is no id at all is the API's "not found". */
export const itemIdParam = (value: string | undefined) => recordIdParam(value, 'ITEM_NOT_FOUND');

/**
 * The loaders warm the cache with the options the screens read. A record's 404 is thrown to the route's error
 * boundary (the not-found state); the list's, the categories' and the next code's failures are left to the screen.
 */
export function itemLoaders({ queryClient }: RouteDeps) {
  const warm = (...queries: Promise<unknown>[]) => Promise.all(queries.map((query) => query.catch(() => null)));
  const categories = (companyId: number) => queryClient.query(listItemCategoriesQuery(companyId));
  // A colleague may have used the suggested code since the last visit: the form always gets a fresh one.
  const nextCode = (companyId: number) => queryClient.query({ ...nextItemCodeQuery(companyId), staleTime: 0 });
  const record = (companyId: number, id: string | undefined) =>
    queryClient.query(getItemQuery(companyId, itemIdParam(id)));

  return {
    list: async ({ request }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      const state = parseListState(new URL(request.url).searchParams, itemListSpec);
      await warm(queryClient.query(listItemsQuery(companyId, listQuery(state))), categories(companyId));
      return null;
    },
    create: async ({ request }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      await warm(nextCode(companyId), categories(companyId));
      return { formType: parseItemFormType(new URL(request.url).searchParams.get('formType')) };
    },
    detail: async ({ params }: LoaderFunctionArgs) => {
      await record(requireActiveCompanyId(), params.id);
      return null;
    },
    edit: async ({ params }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      await Promise.all([record(companyId, params.id), warm(categories(companyId))]);
      return null;
    },
    copy: async ({ params }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      await Promise.all([record(companyId, params.id), warm(nextCode(companyId), categories(companyId))]);
      return null;
    },
  };
}
