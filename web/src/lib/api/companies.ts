import { companyEndpoints } from '@daftar/contracts/endpoints/companies';
import type { z } from 'zod';
import type { HttpClient } from './http-client.ts';

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

export async function fetchCompany(client: HttpClient, companyId: number) {
  return (await client.call(companyEndpoints.get, { params: { companyId } })).itemInfo;
}
