import type { Context } from 'hono';
import type { RateLimit, ServerConfig } from '../config.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';

/** Keys remembered per limiter; past it the oldest key is forgotten, so a flood of keys cannot exhaust memory. */
const maxKeys = 10_000;

/** A sliding log per key: the times of its attempts inside the window. In memory: a local mock's limits. */
class RateLimiter {
  readonly #attempts = new Map<string, number[]>();
  readonly #limit: RateLimit;

  constructor(limit: RateLimit) {
    this.#limit = limit;
  }

  /** Counts an attempt; null when allowed, else the seconds until one is. */
  take(key: string, now: number): number | null {
    const windowMs = this.#limit.windowSeconds * 1000;
    const recent = (this.#attempts.get(key) ?? []).filter((at) => now - at < windowMs);
    this.#attempts.delete(key);
    if (recent.length >= this.#limit.max) {
      this.#attempts.set(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
    }
    recent.push(now);
    this.#attempts.set(key, recent);
    for (const oldest of this.#attempts.keys()) {
      if (this.#attempts.size <= maxKeys) break;
      this.#attempts.delete(oldest);
    }
    return null;
  }
}

// One set of limiters per app: the config object is built once per createApps (tests build many).
const limitersByApp = new WeakMap<ServerConfig, Map<string, RateLimiter>>();

/** Forgets every count of the app (the fault lab's reset). */
export function forgetRateLimits(config: ServerConfig): void {
  limitersByApp.delete(config);
}

/**
 * Counts one attempt of `name` (a kind of call) for `key`; past the limit, 429 with `code` and a Retry-After header
 * saying when the next attempt is allowed. Nothing else runs, so a refused attempt writes nothing.
 */
export function enforceRateLimit(c: Context<AppEnv>, name: string, limit: RateLimit, key: string, code: string): void {
  const config = c.get('config');
  let limiters = limitersByApp.get(config);
  if (!limiters) {
    limiters = new Map();
    limitersByApp.set(config, limiters);
  }
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new RateLimiter(limit);
    limiters.set(name, limiter);
  }
  const retryAfter = limiter.take(key, Date.now());
  if (retryAfter === null) return;
  c.header('Retry-After', String(retryAfter));
  throw new HttpError(429, code);
}

/** The caller's address from the Node socket; in-process requests (tests) have none and share one key. */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'in-process';
}

/** Code requests are counted per client address and per e-mail or mobile, so neither can be flooded with codes. */
export function limitCodeRequests(c: Context<AppEnv>, target: string): void {
  const { perAddress, perTarget } = c.get('config').codeRequestLimits;
  enforceRateLimit(c, 'code-requests-by-address', perAddress, clientAddress(c), 'TOO_MANY_CODE_REQUESTS');
  enforceRateLimit(c, 'code-requests-by-target', perTarget, target, 'TOO_MANY_CODE_REQUESTS');
}
