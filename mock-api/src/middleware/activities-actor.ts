import type { Context } from 'hono';
import { withActivityActor } from '@daftar/db/activities/activity-actor';
import type { AppEnv } from '../http/app-env.ts';

/**
 * Every API request runs in an activity scope (one of the guards, guards.ts), so each row it writes in a company's
 * tables is logged by the database's triggers (db/src/activities/) as the caller, asked when the trigger fires:
 * authentication runs later in the request. The fault lab's control API is left out: its reset copies the seed
 * back, which is no one's activity.
 */
export function inActivityScope<T>(c: Context<AppEnv>, work: () => T): T {
  if (c.req.path.startsWith('/__mock')) return work();
  return withActivityActor(
    { userId: () => c.get('caller')?.userId ?? null, apiKeyId: () => c.get('apiKeyId') ?? null },
    work,
  );
}
