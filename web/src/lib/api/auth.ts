import { authEndpoints } from '@daftar/contracts/endpoints/auth';
import type { HttpClient } from './http-client.ts';

/** SPEC §4: replaces both tokens; the refresh token is bound to the deviceId. */
export async function refreshSession(client: HttpClient, refreshToken: string, deviceId: string) {
  return (await client.call(authEndpoints.refresh, { body: { refreshToken, deviceId } })).info;
}

export async function signOutHere(client: HttpClient): Promise<void> {
  await client.call(authEndpoints.signOut);
}
