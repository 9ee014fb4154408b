import type { Context } from 'hono';
import { requireMembership } from '../domain/membership.ts';
import type { AppEnv } from '../http/app-env.ts';

/** The database, once the caller is known to be a member of the company (403/404 otherwise). */
export function memberDb(c: Context<AppEnv>, companyId: number) {
  const db = c.get('db');
  requireMembership(db, c.get('caller').userId, companyId);
  return db;
}
