import { Hono } from 'hono';
import { checkDatabase } from '../domain/health.ts';
import type { AppEnv } from '../http/app-env.ts';

/** Liveness plus a database round-trip, used by `npm start` and the e2e harness to wait for the server. */
export function healthRoutes(host: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/health', (c) => {
    checkDatabase(c.get('db'));
    return c.json({ ok: true, host });
  });
  return app;
}
