import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { verifyAccessToken } from '../auth/access-token.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

export const idempotencyKeyHeader = 'Idempotency-Key';
/** Set on an answer that repeats a stored one, so a client can tell a replay from a fresh create. */
export const idempotentReplayHeader = 'Idempotent-Replayed';

interface Answered {
  fingerprint: string;
  at: number;
  answer?: { status: ContentfulStatusCode; body: string; contentType: string };
}

export interface IdempotencyStoreLimits {
  /** Keys remembered at once; the oldest is forgotten first. */
  maxKeys: number;
  /** How long a key is remembered. */
  ttlMs: number;
}

/** Enough for a day of a busy QA session; a local mock, so memory and not a table. */
export const defaultIdempotencyLimits: IdempotencyStoreLimits = { maxKeys: 10_000, ttlMs: 24 * 60 * 60 * 1000 };

/** Printable ASCII, as in the IETF Idempotency-Key draft; clients send a UUID. */
const keyPattern = /^[\x21-\x7E]{1,255}$/;

async function callerUserId(c: Context<AppEnv>): Promise<number | null> {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return null;
  try {
    return (await verifyAccessToken(c.get('config'), token)).userId;
  } catch {
    return null;
  }
}

/**
 * A client that times out and retries a create must not make a duplicate: a POST with an `Idempotency-Key` answers,
 * for the same user and key, the first successful answer again (status and body) and runs nothing; the same key with
 * a different request is 422 IDEMPOTENCY_KEY_REUSED, and while the first is still running 409. Only successes are
 * kept: a refused attempt wrote nothing, so running its retry is safe. The store is in memory and bounded (a local
 * mock: a restart forgets it); calls without a valid access token are not remembered.
 */
export function idempotentCreates(limits = defaultIdempotencyLimits): MiddlewareHandler<AppEnv> {
  const store = new Map<string, Answered>();

  function remember(slot: string, entry: Answered): void {
    store.delete(slot);
    store.set(slot, entry);
    for (const oldest of store.keys()) {
      if (store.size <= limits.maxKeys) break;
      store.delete(oldest);
    }
  }

  return async (c, next) => {
    const key = c.req.header(idempotencyKeyHeader);
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!keyPattern.test(key)) throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY');
    const userId = await callerUserId(c);
    if (userId === null) return next();
    const fingerprint = createHash('sha256')
      .update(`${c.req.path}\n${c.req.url.split('?')[1] ?? ''}\n${await c.req.text()}`)
      .digest('base64url');
    const slot = `${userId}\n${key}`;
    const seen = store.get(slot);
    if (seen && Date.now() - seen.at < limits.ttlMs) {
      if (seen.fingerprint !== fingerprint) throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED');
      if (!seen.answer) throw new HttpError(409, 'IDEMPOTENCY_KEY_IN_USE');
      return c.body(seen.answer.body, seen.answer.status, {
        'Content-Type': seen.answer.contentType,
        [idempotentReplayHeader]: 'true',
      });
    }
    const entry: Answered = { fingerprint, at: Date.now() };
    remember(slot, entry);
    try {
      await next();
    } finally {
      const status = c.res.status;
      if (status >= 200 && status <= 299 && status !== 204) {
        entry.answer = {
          status: status as ContentfulStatusCode,
          body: await c.res.clone().text(),
          contentType: c.res.headers.get('content-type') ?? 'application/json',
        };
      } else if (store.get(slot) === entry) {
        store.delete(slot);
      }
    }
  };
}
