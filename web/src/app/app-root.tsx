import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useCachedProfileField } from '../lib/session/use-cached-profile.ts';
import { PlatformProviders } from '../platform/platform-providers.tsx';
import { saveLanguagePreference } from './language-preference.ts';
import type { createAppRouter } from './routing/create-router.ts';

interface AppRootProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** The platform around the router; the user's e-mail (the flag identity) comes from the cached profile. */
function WithPlatform({ queryClient, router }: AppRootProps) {
  // Never fetches by itself: the session middleware loads the profile; this follows the cache, also across the
  // cache clearing of an in-page sign-in (the flag identity is sent at once, not after a reload).
  const email = useCachedProfileField((profile) => profile.info.email);
  const onLanguageChange = useMemo(() => saveLanguagePreference(queryClient), [queryClient]);
  return (
    <PlatformProviders userEmail={email ?? null} onLanguageChange={onLanguageChange}>
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
