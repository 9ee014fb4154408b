import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { profileQuery } from '../lib/session/profile-query.ts';
import { PlatformProviders } from '../platform/platform-providers.tsx';
import { saveLanguagePreference } from './language-preference.ts';
import type { createAppRouter } from './routing/create-router.ts';

interface AppRootProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** The platform around the router; the user's e-mail (the flag identity) comes from the cached profile. */
function WithPlatform({ queryClient, router }: AppRootProps) {
  // Never fetches by itself: the session middleware loads the profile; this only follows the cache.
  const { data: profile } = useQuery({ ...profileQuery, enabled: false });
  const onLanguageChange = useMemo(() => saveLanguagePreference(queryClient), [queryClient]);
  return (
    <PlatformProviders userEmail={profile?.info.email ?? null} onLanguageChange={onLanguageChange}>
      <RouterProvider router={router} />
    </PlatformProviders>
  );
}

export function AppRoot(props: AppRootProps) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <WithPlatform {...props} />
    </QueryClientProvider>
  );
}
