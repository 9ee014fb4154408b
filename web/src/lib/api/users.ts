import { contracts } from './contracts.ts';
import type { HttpClient } from './http-client.ts';

/** SPEC §7 users/profile (cache key user-me): info (role), preferences and companies. */
export async function fetchProfile(client: HttpClient) {
  const { success: _success, ...profile } = await client.call((await contracts.users()).userEndpoints.getProfile);
  return profile;
}

export async function savePreferences(client: HttpClient, preferences: { lang: 'fa' | 'en'; langDir: 'rtl' | 'ltr' }) {
  const { success: _success, ...profile } = await client.call(
    (await contracts.users()).userEndpoints.updatePreferences,
    { body: preferences },
  );
  return profile;
}
