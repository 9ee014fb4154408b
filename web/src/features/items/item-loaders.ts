import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { listQuery, parseListState } from '../../lib/list/list-state.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { itemCategoriesQuery, itemPageQuery, itemQuery, nextItemCodeQuery } from './api.ts';
import { parseItemFormType } from './form-type.ts';
import { itemListSpec } from './item-list-spec.ts';

/** The route's `:id`, or null when it is not an id at all (the screen then shows "not found" without asking). */
export function itemIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The loaders warm the query cache with the very options the screens read, so a screen opens with its data. They
 * never throw: a failure (a 404 for another company's id) is the screen's to show, inside the layout.
 */
export function itemLoaders({ queryClient }: RouteDeps) {
  const warm = (...queries: Promise<unknown>[]) => Promise.all(queries.map((query) => query.catch(() => null)));
  const categories = (companyId: number) => queryClient.query(itemCategoriesQuery(companyId));
  // A colleague may have used the suggested code since the last visit: the form always gets a fresh one.
  const nextCode = (companyId: number) => queryClient.query({ ...nextItemCodeQuery(companyId), staleTime: 0 });
  const item = (companyId: number, id: string | undefined) => {
    const itemId = itemIdParam(id);
    return itemId === null ? Promise.resolve(null) : queryClient.query(itemQuery(companyId, itemId));
  };

  return {
    list: async ({ request }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      const state = parseListState(new URL(request.url).searchParams, itemListSpec);
      await warm(queryClient.query(itemPageQuery(companyId, listQuery(state))), categories(companyId));
      return null;
    },
    create: async ({ request }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      await warm(nextCode(companyId), categories(companyId));
      return { formType: parseItemFormType(new URL(request.url).searchParams.get('formType')) };
    },
    detail: async ({ params }: LoaderFunctionArgs) => {
      await warm(item(requireActiveCompanyId(), params.id));
      return null;
    },
    edit: async ({ params }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      await warm(item(companyId, params.id), categories(companyId));
      return null;
    },
    copy: async ({ params }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      await warm(item(companyId, params.id), nextCode(companyId), categories(companyId));
      return null;
    },
  };
}

/**
 * The list's search, filters and paging, and the create form's formType, live in the URL: changing them must not
 * rerun the loader (and block on it) — the screen's own query follows the URL, keeping the previous rows meanwhile.
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
