import { mobileEndpoints } from '@daftar/contracts/endpoints/mobile';
import type { HttpClient } from './http-client.ts';

/** Sends a code by SMS; answers the mobile verification state of SPEC §3 (mobile, verificationId). */
export async function requestMobileVerification(client: HttpClient, mobile: string) {
  return (await client.call(mobileEndpoints.requestCode, { body: { mobile } })).itemInfo;
}

export async function confirmMobile(
  client: HttpClient,
  input: { mobile: string; verificationId: string; code: string },
) {
  return (await client.call(mobileEndpoints.verifyCode, { body: input })).itemInfo;
}
