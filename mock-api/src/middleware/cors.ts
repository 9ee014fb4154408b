import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

export interface CorsOptions {
  /** Origins that may call with credentials; any other origin gets no CORS headers (the browser then refuses). */
  origins: readonly string[];
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  allowMethods?: readonly string[];
}

const defaultMethods = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH'];

/**
 * CORS with credentials for the SPA's origins. Hono's own middleware writes its headers onto `c.res` before the
 * handler runs, which makes a placeholder answer that the handler's answer is then copied onto: that copy turns
 * @hono/node-server's cached answer into a streamed one, about a third of the CPU of a small GET (issue 19's
 * profile). Here every header is set with `c.header` before the handler, so the answer is built once, with them.
 */
export function corsForOrigins(options: CorsOptions): MiddlewareHandler<AppEnv> {
  const allowHeaders = options.allowHeaders.join(',');
  const exposeHeaders = options.exposeHeaders.join(',');
  const allowMethods = (options.allowMethods ?? defaultMethods).join(',');
  return (c, next) => {
    const origin = c.req.header('origin');
    c.header('Vary', 'Origin');
    if (origin && options.origins.includes(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Access-Control-Expose-Headers', exposeHeaders);
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', allowMethods);
      c.header('Access-Control-Allow-Headers', allowHeaders);
      c.header('Vary', 'Access-Control-Request-Headers', { append: true });
      return Promise.resolve(c.body(null, 204));
    }
    return next();
  };
}
