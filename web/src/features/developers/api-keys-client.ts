import { apiKeysEndpoints as api } from '@daftar/contracts/endpoints/api-keys';
import { bodyCall, idCall, listCall } from '../../lib/api/company-calls.ts';

/** The company's API keys, newest first; never a secret. */
export const listApiKeys = listCall(api.list);

/** A new key and its secret, which the API answers this once. */
export const createApiKey = bodyCall(api.create);

export const revokeApiKey = idCall(api.revoke);
