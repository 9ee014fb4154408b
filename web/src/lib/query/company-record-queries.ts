import type { QueryKey } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import type { HttpClient } from '../api/http-client.ts';
import { pageQuery, recordQuery } from './record-queries.ts';

/**
 * The two reads of a company's records, sent with the app's client: `listQuery(companyId, query)`, one page of the
 * list under `[...companyKey(companyId), 'list', query]`, and `getQuery(companyId, id)`, one record under
 * `[...companyKey(companyId), 'detail', id]` (the keys the area's mutations mark stale or store into).
 */
export function companyRecordQueries<const TKey extends QueryKey, TQuery, TPage, TRecord>(
  companyKey: (companyId: number) => TKey,
  list: (client: HttpClient, companyId: number, query: TQuery) => Promise<TPage>,
  get: (client: HttpClient, companyId: number, id: number) => Promise<TRecord>,
) {
  return {
    listQuery: (companyId: number, query: TQuery) =>
      pageQuery([...companyKey(companyId), 'list', query], () => list(apiClient, companyId, query)),
    getQuery: (companyId: number, id: number) =>
      recordQuery([...companyKey(companyId), 'detail', id], () => get(apiClient, companyId, id)),
  };
}
