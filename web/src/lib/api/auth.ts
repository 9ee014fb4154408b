import { contracts } from './contracts.ts';
import type { HttpClient } from './http-client.ts';

/** SPEC §4: replaces both tokens; the refresh token is bound to the deviceId. */
export async function refreshSession(client: HttpClient, refreshToken: string, deviceId: string) {
  return (await client.call((await contracts.auth()).authEndpoints.refresh, { body: { refreshToken, deviceId } })).info;
}

export async function signOutHere(client: HttpClient): Promise<void> {
  await client.call((await contracts.auth()).authEndpoints.signOut);
}
