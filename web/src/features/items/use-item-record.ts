import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCrumbLabel } from '../../lib/routing/crumb-labels.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { itemQuery } from './api.ts';
import { itemIdParam } from './item-loaders.ts';

/**
 * The item of the route's `:id` in the active company. An id that is not a number is never asked for; the query
 * is then disabled and `missing` says so, as it does for the API's 404 (another company's id included).
 */
export function useItemRecord() {
  const companyId = requireActiveCompanyId();
  const id = itemIdParam(useParams().id);
  const query = useQuery({
    ...itemQuery(companyId, id ?? 0),
    enabled: id !== null,
    // The loader has just asked; a 404 asked again on mount would answer the same.
    retryOnMount: false,
  });
  // The record's pages (detail, edit, copy) name the page title or their breadcrumb after the item.
  useCrumbLabel(`/items/${id}`, query.data?.name);
  return { companyId, id: id ?? 0, query, invalidId: id === null };
}
