import { Hono } from 'hono';
import { payEndpoints } from '@daftar/contracts/endpoints/pay';
import { requireMembership } from '../domain/membership.ts';
import { listTerminals } from '../domain/pay.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

/** The payment API host: a company's terminals, for its members only. */
export function payRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountEndpoint(app, payEndpoints.listTerminals, (c, { query }) => {
    const db = c.get('db');
    requireMembership(db, c.get('caller').userId, query.companyId);
    return { success: true as const, data: listTerminals(db, query.companyId) };
  });
  return app;
}
