import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { closeAfterAnswer } from './close-after-answer.ts';

const jsonType = /^application\/([\w.+-]+\+)?json$/;

/**
 * A declared length says it; without one (chunked, or some clients' bodiless writes) the body is looked at. The body
 * limit runs first and has already buffered such a body (at most the limit), so this reads memory, not the socket.
 */
async function hasBody(request: Request): Promise<boolean> {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  if (request.body === null) return false;
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

/**
 * Every body this API reads is JSON. Parsing whatever arrives would accept a `text/plain` post, which a page on any
 * site can send without a CORS preflight; so a body that does not say JSON is 415 before a handler reads it. A write
 * with no body needs no type.
 */
export function jsonBodiesOnly(): MiddlewareHandler<AppEnv> {
  const unsure = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (await hasBody(c.req.raw)) {
      closeAfterAnswer(c);
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    await next();
  };
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== undefined && jsonType.test(type)) return next();
    return unsure(c, next);
  };
}
