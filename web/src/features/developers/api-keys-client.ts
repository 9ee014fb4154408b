import { apiKeysEndpoints as api } from '@daftar/contracts/endpoints/api-keys';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { bodyCall, idCall } from '../../lib/api/company-calls.ts';

/** The company's API keys, newest first; never a secret. */
export async function listApiKeys(client: HttpClient, companyId: number) {
  return (await client.call(api.list, { params: { companyId } })).data;
}

/** A new key and its secret, which the API answers this once. */
export const createApiKey = bodyCall(api.create);

export const revokeApiKey = idCall(api.revoke);
