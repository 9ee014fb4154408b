import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api/client.ts';
import { savePreferences } from '../lib/api/users.ts';
import { profileQuery } from '../lib/session/profile-query.ts';
import { refreshToken } from '../lib/session/tokens.ts';

/** A language switch by a signed-in user is saved in their preferences, so it follows them to other devices. */
export function saveLanguagePreference(queryClient: QueryClient) {
  return (lang: 'fa' | 'en', langDir: 'rtl' | 'ltr') => {
    if (!refreshToken()) return;
    savePreferences(apiClient, { lang, langDir })
      .then((profile) => queryClient.setQueryData(profileQuery.queryKey, profile))
      .catch((error: unknown) => console.error('Saving the language preference failed', error));
  };
}
