import type { Context } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { AnswerShape, AppEnv } from './app-env.ts';

/**
 * Starts the request's answer shape (app-env.ts says why the guards' headers travel as a plain record) and notes
 * any `c.header` or `c.status` call after it (a handler's status, a rate limit's Retry-After, a cookie), so an
 * answer built here never drops what a handler set.
 */
export function startShape(c: Context<AppEnv>): AnswerShape {
  const shape: AnswerShape = { headers: {}, touched: false, applied: false };
  const { header, status } = c;
  c.header = ((...args: Parameters<typeof header>) => {
    shape.touched = true;
    header(...args);
  }) as typeof header;
  c.status = (code) => {
    shape.touched = true;
    status(code);
  };
  c.set('answerShape', shape);
  return shape;
}

/** Puts the shape's headers on the answer through Hono (before an answer is built, or onto one already built). */
export function applyShape(c: Context<AppEnv>, shape: AnswerShape): void {
  shape.applied = true;
  for (const [name, value] of Object.entries(shape.headers))
    c.header(name, value, name === 'Set-Cookie' ? { append: true } : undefined);
}

/**
 * An answer with the request's shape headers and `own` (which win), as one plain record; `status` defaults to
 * 200 or what the handler set. Outside the guards (no shape) it is Hono's `c.body`.
 */
export function answer(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer> | null,
  own: Record<string, string>,
  status?: StatusCode,
): Response {
  const shape = c.get('answerShape');
  if (shape === undefined || shape.touched) {
    if (shape && !shape.applied) applyShape(c, shape);
    return c.newResponse(body, status === undefined ? { headers: own } : { status, headers: own });
  }
  shape.applied = true;
  return new Response(body, { status: status ?? 200, headers: { ...shape.headers, ...own } });
}

/**
 * An answer passed on from elsewhere (the upstream), its headers as node's HTTP client gave them (a repeated
 * Set-Cookie as a list), with the shape's headers added as it is built. Adding them to a built answer instead would
 * make Hono copy it into a streamed one, which cost the gateway more than the forwarding itself; and a plain record
 * goes to node as it is, where a list of pairs is first turned into web `Headers` and back.
 */
export function passOn(
  c: Context<AppEnv>,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Record<string, string | string[]>,
  status: number,
): Response {
  const shape = c.get('answerShape');
  if (shape && !shape.touched && !shape.applied) {
    shape.applied = true;
    Object.assign(headers, shape.headers);
  }
  return new Response(body, { status, headers: webSafe(headers) });
}

/**
 * The same headers, fit for web `Headers` should anything read them from the answer (a recording, a test): a
 * record's value there is one string, so several cookies travel as a list of pairs.
 */
function webSafe(headers: Record<string, string | string[]>): Record<string, string> | [string, string][] {
  let single = true;
  for (const name in headers) {
    const value = headers[name];
    if (Array.isArray(value)) {
      if (value.length !== 1) single = false;
      else headers[name] = value[0] as string;
    }
  }
  if (single) return headers as Record<string, string>;
  return Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]),
  );
}

/** A JSON answer (see `answer`). */
export function answerJson(c: Context<AppEnv>, value: unknown, status?: StatusCode): Response {
  return answer(c, JSON.stringify(value), { 'Content-Type': 'application/json' }, status);
}
