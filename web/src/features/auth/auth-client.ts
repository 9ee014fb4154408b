import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';
import { contracts } from '../../lib/api/contracts.ts';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** Asks for a sign-in code by e-mail; answers the login state of SPEC §3 (fellow, validInMinute). */
export async function requestSignInCode(client: HttpClient, email: string) {
  return (await client.call((await contracts.auth()).authEndpoints.requestEmailCode, { body: { email } })).itemInfo;
}

/** Answers the e-mailed code; the token pair opens the session. */
export async function verifySignInCode(
  client: HttpClient,
  input: { email: string; verificationCode: string; code: string; deviceInfo: DeviceInfo },
) {
  return (await client.call((await contracts.auth()).authEndpoints.verifyEmailCode, { body: input })).info;
}

/** Sends the credential the Google sign-in script yields. */
export async function signInWithGoogle(client: HttpClient, credential: string, deviceInfo: DeviceInfo) {
  return (
    await client.call((await contracts.auth()).authEndpoints.signInWithGoogle, { body: { credential, deviceInfo } })
  ).info;
}

/** Development only: a stand-in Google credential, so Google sign-in works offline. */
export async function mintDevGoogleCredential(client: HttpClient, email: string, name?: string): Promise<string> {
  const body = name === undefined ? { email } : { email, name };
  return (await client.call((await contracts.dev()).devEndpoints.createGoogleCredential, { body })).itemInfo.credential;
}
