import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '@daftar/contracts/endpoint';
import { requireMembership } from '../domain/membership.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type EndpointInput, mountEndpoint } from '../http/mount.ts';

/** The database, once the caller is known to be a member of the company (403/404 otherwise). */
export function memberDb(c: Context<AppEnv>, companyId: number) {
  const db = c.get('db');
  requireMembership(db, c.get('caller').userId, companyId);
  return db;
}

type CompanyReadEndpoint<Query extends z.ZodType, Item> = Endpoint<
  z.ZodType<{ companyId: number }>,
  Query,
  z.ZodType,
  z.ZodType<unknown, { success: true; itemInfo: Item }>
>;

/**
 * Mounts a company's read: `read` answers it from the member's database, the company and the checked query, as
 * the endpoint's `itemInfo` (403/404 for a caller who is not a member, as `memberDb`).
 */
export function mountCompanyRead<Query extends z.ZodType, Item>(
  app: Hono<AppEnv>,
  endpoint: CompanyReadEndpoint<Query, Item>,
  read: (
    db: ReturnType<typeof memberDb>,
    companyId: number,
    query: EndpointInput<CompanyReadEndpoint<Query, Item>>['query'],
  ) => Item,
): void {
  mountEndpoint(app, endpoint, (c, { params, query }) => ({
    success: true as const,
    itemInfo: read(memberDb(c, params.companyId), params.companyId, query),
  }));
}
