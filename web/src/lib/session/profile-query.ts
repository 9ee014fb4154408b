import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { fetchProfile } from '../api/users.ts';

/** Cache key `user-me` as SPEC §7 names it: the signed-in user's info, preferences and companies. */
export const profileQuery = queryOptions({
  queryKey: ['user-me'],
  queryFn: () => fetchProfile(apiClient),
});
