import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCrumbLabel } from '../../lib/routing/crumb-labels.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { getItemQuery } from './api.ts';
import { itemIdParam } from './item-loaders.ts';

/**
 * The item of the route's `:id` in the active company. The loader has read it (its 404 went to the route's error
 * boundary), so `record` is there except for the moment a deleted record's page is left.
 */
export function useItemRecord() {
  const companyId = requireActiveCompanyId();
  const id = itemIdParam(useParams().id);
  const record = useQuery(getItemQuery(companyId, id)).data;
  // The record's pages (detail, edit, copy) name the page title or their breadcrumb after the item.
  useCrumbLabel(`/items/${id}`, record?.name);
  return { companyId, id, record };
}
