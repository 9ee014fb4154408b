import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { profileQuery } from './profile-query.ts';

type Profile = Awaited<ReturnType<NonNullable<typeof profileQuery.queryFn>>>;

/**
 * One field of the signed-in user's profile as the cache holds it, without ever fetching. Read from the cache itself
 * rather than through a disabled `useQuery`: sign-in and start-up clear the cache, which leaves such an observer on
 * the removed query for good (the flag identity then waited for a reload, issue 20). `pick` must return a primitive.
 */
export function useCachedProfileField<T extends string | undefined>(pick: (profile: Profile) => T): T | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => {
    const profile = queryClient.getQueryData(profileQuery.queryKey);
    return profile ? pick(profile) : undefined;
  });
}
