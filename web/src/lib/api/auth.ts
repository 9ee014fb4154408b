import { authEndpoints } from '@daftar/contracts/endpoints/auth';
import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';
import type { HttpClient } from './http-client.ts';

/** Asks for a sign-in code by e-mail; answers the login state of SPEC §3 (fellow, validInMinute). */
export async function requestSignInCode(client: HttpClient, email: string) {
  return (await client.call(authEndpoints.requestEmailCode, { body: { email } })).itemInfo;
}

/** Answers the e-mailed code; the token pair opens the session. */
export async function verifySignInCode(
  client: HttpClient,
  input: { email: string; verificationCode: string; code: string; deviceInfo: DeviceInfo },
) {
  return (await client.call(authEndpoints.verifyEmailCode, { body: input })).info;
}

/** Sends the credential the Google sign-in script yields. */
export async function signInWithGoogle(client: HttpClient, credential: string, deviceInfo: DeviceInfo) {
  return (await client.call(authEndpoints.signInWithGoogle, { body: { credential, deviceInfo } })).info;
}

/** SPEC §4: replaces both tokens; the refresh token is bound to the deviceId. */
export async function refreshSession(client: HttpClient, refreshToken: string, deviceId: string) {
  return (await client.call(authEndpoints.refresh, { body: { refreshToken, deviceId } })).info;
}

export async function signOutHere(client: HttpClient): Promise<void> {
  await client.call(authEndpoints.signOut);
}
