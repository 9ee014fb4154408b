import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { payEndpoints } from '@daftar/contracts/endpoints/pay';
import { terminals } from '@daftar/db/schema/pay';
import { requireMembership } from '../domain/membership.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

/** The payment API host: a company's terminals, for its members only. */
export function payRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountEndpoint(app, payEndpoints.listTerminals, (c, { query }) => {
    const db = c.get('db');
    requireMembership(db, c.get('caller').userId, query.companyId);
    const data = db
      .select({ id: terminals.id, name: terminals.name, kind: terminals.kind, active: terminals.active })
      .from(terminals)
      .where(eq(terminals.companyId, query.companyId))
      .orderBy(asc(terminals.id))
      .all();
    return { success: true as const, data };
  });
  return app;
}
