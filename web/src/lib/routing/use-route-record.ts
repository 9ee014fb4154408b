import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { requireActiveCompanyId } from '../session/active-company.ts';

/**
 * The record of the route's `:id` in the active company. The page's loader has read it (its 404 went to the route's
 * error boundary), so `record` is there except for the moment a deleted record's page is left.
 */
export function useRouteRecord<T, K extends QueryKey>(
  readId: (param: string | undefined) => number,
  recordQuery: (companyId: number, id: number) => UseQueryOptions<T, Error, T, K>,
) {
  const companyId = requireActiveCompanyId();
  const id = readId(useParams().id);
  const record = useQuery(recordQuery(companyId, id)).data;
  return { companyId, id, record };
}
