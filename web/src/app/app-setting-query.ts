import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../lib/api/client.ts';
import { fetchAppSetting } from '../lib/api/app-setting.ts';

/** Cache key `app/settings` as SPEC §7 names it. */
export const appSettingQuery = queryOptions({
  queryKey: ['app/settings'],
  queryFn: () => fetchAppSetting(apiClient),
});
