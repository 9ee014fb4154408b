import { companyEndpoints } from '@daftar/contracts/endpoints/companies';
import { mobileEndpoints } from '@daftar/contracts/endpoints/mobile';
import type { z } from 'zod';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** /register/create-business: the caller becomes the owner. */
export async function createBusiness(
  client: HttpClient,
  input: z.input<NonNullable<typeof companyEndpoints.create.body>>,
) {
  return (await client.call(companyEndpoints.create, { body: input })).itemInfo;
}

/** /register/join-business with an invitation code. */
export async function joinBusiness(client: HttpClient, invitationCode: string) {
  return (await client.call(companyEndpoints.join, { body: { invitationCode } })).itemInfo;
}

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
