import { type CreateApiKeyBody, apiKeysEndpoints as api } from '@daftar/contracts/endpoints/api-keys';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** The company's API keys, newest first; never a secret. */
export async function listApiKeys(client: HttpClient, companyId: number) {
  return (await client.call(api.list, { params: { companyId } })).data;
}

/** A new key and its secret, which the API answers this once. */
export async function createApiKey(client: HttpClient, companyId: number, input: CreateApiKeyBody) {
  return (await client.call(api.create, { params: { companyId }, body: input })).itemInfo;
}

export async function revokeApiKey(client: HttpClient, companyId: number, id: number) {
  return (await client.call(api.revoke, { params: { companyId, id } })).itemInfo;
}
