import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { hostnameOf, isLoopbackHostname } from '../middleware/loopback-host.ts';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

function allowedOrigin(origin: string, corsOrigins: readonly string[]): boolean {
  if (corsOrigins.includes(origin)) return true;
  const hostname = hostnameOf(origin);
  return hostname !== null && isLoopbackHostname(hostname);
}

/**
 * The loopback check alone lets any web page the developer opens drive the lab through their browser (the browser
 * is on loopback). Browsers name the page in `Origin` and `Sec-Fetch-Site`, so a request from a foreign page is
 * refused; the CLI and the tests send neither. Requiring a JSON content type on every write, body or not, means a
 * browser must ask first (a CORS preflight), which only the allowed origins pass: a plain form post or a
 * `no-cors` fetch never reaches a handler.
 */
export function sameSiteOnly(corsOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.header('sec-fetch-site') === 'cross-site' || (origin && !allowedOrigin(origin, corsOrigins))) {
      throw new HttpError(403, 'MOCK_CONTROL_CROSS_SITE');
    }
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (bodyMethods.has(c.req.method) && type !== 'application/json') {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    await next();
  };
}
