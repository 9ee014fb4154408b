import type { Context } from 'hono';
import type { AnswerShape, AppEnv } from '../http/app-env.ts';

export interface CorsOptions {
  /** Origins that may call with credentials; any other origin gets no CORS headers (the browser then refuses). */
  origins: readonly string[];
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  allowMethods?: readonly string[];
}

const defaultMethods = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH'];
/** How long a browser may reuse a preflight's answer: ten minutes (Chromium caps it at two hours). */
const preflightMaxAgeSeconds = '600';

/**
 * The CORS headers of an answer that is not a preflight, added to `headers` in the order every answer sends them:
 * shared by the guards and the fast reads (http/fast-reads.ts), whose answers must be the same bytes.
 */
export function corsHeaders(
  options: CorsOptions,
): (origin: string | undefined, headers: Record<string, string | string[]>) => void {
  const exposeHeaders = options.exposeHeaders.join(',');
  const origins = new Set(options.origins);
  return (origin, headers) => {
    headers.Vary = 'Origin';
    if (origin && origins.has(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Access-Control-Allow-Credentials'] = 'true';
      headers['Access-Control-Expose-Headers'] = exposeHeaders;
    }
  };
}

/**
 * CORS with credentials for the SPA's origins, as one of the guards (guards.ts). Hono's own middleware writes its
 * headers onto `c.res` before the handler runs, which makes a placeholder answer that the handler's answer is then
 * copied onto: that copy turns @hono/node-server's cached answer into a streamed one, about a third of the CPU of a
 * small GET (issue 19's profile). Here the headers go into the request's answer shape (http/answer.ts), so the
 * answer is built once, with them. A preflight is answered here: the returned answer.
 */
export function corsForOrigins(options: CorsOptions): (c: Context<AppEnv>, shape: AnswerShape) => Response | undefined {
  const allowHeaders = options.allowHeaders.join(',');
  const allowMethods = (options.allowMethods ?? defaultMethods).join(',');
  const addCors = corsHeaders(options);
  return (c, shape) => {
    const headers = shape.headers;
    addCors(c.req.header('origin'), headers);
    if (c.req.method !== 'OPTIONS') return undefined;
    shape.applied = true;
    return new Response(null, {
      status: 204,
      headers: {
        ...headers,
        'Access-Control-Allow-Methods': allowMethods,
        'Access-Control-Allow-Headers': allowHeaders,
        // Without it Chromium keeps a preflight for 5 s, so a call with a token asked again on every page opened
        // later: one preflight per path and page. (A test's fresh browser context starts with none kept anyway.)
        'Access-Control-Max-Age': preflightMaxAgeSeconds,
        Vary: 'Origin, Access-Control-Request-Headers',
      },
    });
  };
}
