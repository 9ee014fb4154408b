import { Hono } from 'hono';
import { companyEndpoints } from '@daftar/contracts/endpoints/companies';
import { createCompany, getCompany, joinCompany } from '../domain/companies.ts';
import type { AppEnv } from '../http/app-env.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { mountEndpoint } from '../http/mount.ts';

/** Creating a business, joining one with its invitation code, and reading one the caller belongs to. */
export function companyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, companyEndpoints.create, (c, { body }) => {
    const itemInfo = createCompany(c.get('db'), c.get('caller').userId, body);
    return { success: true as const, itemInfo };
  });

  mountEndpoint(app, companyEndpoints.join, (c, { body }) => {
    const userId = c.get('caller').userId;
    enforceRateLimit(c, 'joins-by-user', c.get('config').joinLimit, String(userId), 'TOO_MANY_JOIN_ATTEMPTS');
    return { success: true as const, itemInfo: joinCompany(c.get('db'), userId, body.invitationCode) };
  });

  mountEndpoint(app, companyEndpoints.get, (c, { params }) => ({
    success: true as const,
    itemInfo: getCompany(c.get('db'), c.get('caller').userId, params.companyId),
  }));

  return app;
}
