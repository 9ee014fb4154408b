import { timingSafeEqual } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type FrontendContext,
  frontendApiPath,
  frontendPostBodySchema,
  metricsBodyLimitBytes,
  metricsBodySchema,
} from '@daftar/contracts/endpoints/flags';
import type { Queryable } from '@daftar/db/client';
import { featureFlags, flagMetrics } from '@daftar/db/schema/flags';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { etagOf } from '../domain/tagged-json.ts';
import { answerTagged } from '../http/tagged-json.ts';
import { bodySizeLimit } from '../middleware/body-size.ts';
import { contextFromQuery, parseContext } from './context.ts';
import { evaluateFlags } from './evaluate.ts';

/** The frontend key is sent raw in `authorization` (no "Bearer"), as unleash-proxy-client does. */
function requireFrontendKey(c: Context<AppEnv>): void {
  const sent = Buffer.from(c.req.header('authorization') ?? '');
  const expected = Buffer.from(c.get('config').unleashFrontendKey);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw new HttpError(401, 'INVALID_FRONTEND_API_KEY');
  }
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON');
  }
}

/** The evaluated answer for a context and its ETag (a hash of the answer, so it changes when any flag does). */
export function togglesFor(db: Queryable, context: FrontendContext): { body: string; etag: string } {
  const flags = db.select().from(featureFlags).orderBy(asc(featureFlags.name)).all();
  const body = JSON.stringify({ toggles: evaluateFlags(flags, context) });
  return { body, etag: etagOf(body) };
}

/** Tags the answer with its ETag, and answers 304 with no body when the client already has it. */
function answerToggles(c: Context<AppEnv>, context: FrontendContext): Response {
  const { body, etag } = togglesFor(c.get('db'), context);
  return answerTagged(c, body, etag);
}

/** The Unleash frontend API (REFERENCE.md), so the SPA can use the real unleash-proxy-client against us. */
export function frontendApiRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // `/*` also matches the bare path, so this guards evaluation, metrics and register alike.
  app.use(`${frontendApiPath}/*`, async (c, next) => {
    requireFrontendKey(c);
    await next();
  });

  app.get(frontendApiPath, (c) => answerToggles(c, contextFromQuery(c.req.queries())));
  app.post(frontendApiPath, async (c) => {
    const { context } = parseContext(frontendPostBodySchema, await readJson(c), 'body');
    return answerToggles(c, context);
  });

  app.post(`${frontendApiPath}/client/metrics`, bodySizeLimit(metricsBodyLimitBytes), async (c) => {
    const metrics = parseContext(metricsBodySchema, await readJson(c), 'body');
    const db = c.get('db');
    const now = new Date().toISOString();
    db.transaction((tx) => {
      // Counts of flags we do not have are dropped, so made-up names cannot grow the table.
      const known = new Set(
        tx
          .select({ name: featureFlags.name })
          .from(featureFlags)
          .all()
          .map((flag) => flag.name),
      );
      for (const [flagName, counts] of Object.entries(metrics.bucket.toggles)) {
        if (!known.has(flagName)) continue;
        tx.insert(flagMetrics)
          .values({ flagName, appName: metrics.appName, yes: counts.yes, no: counts.no, lastSeenAt: now })
          .onConflictDoUpdate({
            target: [flagMetrics.flagName, flagMetrics.appName],
            set: {
              yes: sql`${flagMetrics.yes} + ${counts.yes}`,
              no: sql`${flagMetrics.no} + ${counts.no}`,
              lastSeenAt: now,
            },
          })
          .run();
      }
    });
    return c.body(null, 202);
  });

  // Server-side SDKs register themselves; browsers never do (REFERENCE.md). Accepted and not stored.
  app.post(`${frontendApiPath}/client/register`, (c) => c.body(null, 202));
  return app;
}
