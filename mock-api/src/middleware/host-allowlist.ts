import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { isLoopbackHostname } from './loopback-host.ts';

/**
 * DNS rebinding: a page on evil.example re-points its name at 127.0.0.1 and then calls us as same-origin, so CORS
 * never applies; only the Host header still says evil.example. Answering only the names this machine goes by (and
 * the configured extra hosts) closes it. The hostname comes from the request URL, which the Node adapter builds from
 * Host.
 */
export function hostAllowlist(extraHosts: readonly string[]): MiddlewareHandler<AppEnv> {
  const extra = new Set(extraHosts.map((host) => host.toLowerCase()));
  return async (c, next) => {
    const hostname = new URL(c.req.url).hostname.toLowerCase();
    if (!isLoopbackHostname(hostname) && !extra.has(hostname)) throw new HttpError(421, 'HOST_NOT_ALLOWED');
    await next();
  };
}
