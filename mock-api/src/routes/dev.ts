import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { devEndpoints } from '@daftar/contracts/endpoints/dev';
import { outboxMessages } from '@daftar/db/schema/outbox';
import { mintDevCredential } from '../auth/google-credential.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

/** Development only (mounted when devEndpoints is on): the outbox and the offline Google credential. */
export function devRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, devEndpoints.listOutbox, (c, { query }) => {
    const to = query.to?.trim().toLowerCase();
    const data = c
      .get('db')
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.to, to) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(100)
      .all();
    return { success: true as const, data };
  });

  mountEndpoint(app, devEndpoints.createGoogleCredential, async (c, { body }) => {
    const credential = await mintDevCredential(c.get('config'), body.email.toLowerCase(), body.name);
    return { success: true as const, itemInfo: { credential } };
  });

  return app;
}
