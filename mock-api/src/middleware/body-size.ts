import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * 413 before the body is read: a declared Content-Length over the limit is refused at once, and a chunked body is
 * cut off as soon as it passes the limit, so a huge upload never sits in memory (600 MB once took the server down).
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
    },
  });
  // No handler reads a GET's or HEAD's body, and asking whether one has a body builds the whole web Request.
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
