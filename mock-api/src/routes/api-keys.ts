import { Hono } from 'hono';
import { apiKeysEndpoints as api } from '@daftar/contracts/endpoints/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '../domain/api-keys/api-keys.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

/** Developers' open-API keys of a company (issue 18): owners and admins, by the company-role middleware. */
export function apiKeyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const ok = { success: true as const };

  mountEndpoint(app, api.list, (c, { params }) => ({
    ...ok,
    data: listApiKeys(memberDb(c, params.companyId), params.companyId),
  }));
  mountEndpoint(app, api.create, (c, { params, body }) => {
    const itemInfo = createApiKey(memberDb(c, params.companyId), params.companyId, c.get('caller').userId, body);
    return { ...ok, itemInfo };
  });
  mountEndpoint(app, api.revoke, (c, { params }) => ({
    ...ok,
    itemInfo: revokeApiKey(memberDb(c, params.companyId), params.companyId, params.id),
  }));

  return app;
}
