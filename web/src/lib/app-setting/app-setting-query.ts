import { queryOptions } from '@tanstack/react-query';
import { fetchAppSetting } from '../api/app-setting.ts';
import { apiClient } from '../api/client.ts';

/**
 * GET app-version under the cache key `app/settings` (SPEC §7): the platform reads it for the translation reload
 * rule and the update prompt; the shell may read the same query (one request, one cache entry).
 */
export const appSettingQuery = queryOptions({
  queryKey: ['app/settings'],
  queryFn: () => fetchAppSetting(apiClient),
});
