import { Hono } from 'hono';
import { devEndpoints } from '@daftar/contracts/endpoints/dev';
import { mintDevCredential } from '../auth/google-credential.ts';
import { listOutbox } from '../domain/outbox.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

/** Development only (mounted when devEndpoints is on): the outbox and the offline Google credential. */
export function devRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, devEndpoints.listOutbox, (c, { query }) => ({
    success: true as const,
    data: listOutbox(c.get('db'), query.to),
  }));

  mountEndpoint(app, devEndpoints.createGoogleCredential, async (c, { body }) => {
    const credential = await mintDevCredential(c.get('config'), body.email.toLowerCase(), body.name);
    return { success: true as const, itemInfo: { credential } };
  });

  return app;
}
