import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * 413 before the body is read: a declared Content-Length over the limit is refused at once, and a chunked body is
 * cut off as soon as it passes the limit, so a huge upload never sits in memory (600 MB once took the server down).
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
    },
  });
}
