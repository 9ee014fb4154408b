import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { passOn } from '../http/answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { checkClientDrift, checkServerDrift, driftRequestOf } from './drift-checks.ts';
import type { Gateway } from './gateway.ts';
import { replayAnswer } from './replay-answer.ts';
import { callUpstream, type UpstreamAnswer, UpstreamTimeout } from './upstream-call.ts';

/** Headers that belong to one connection, not to the call (RFC 9110 §7.6.1), and the local host's name. */
export const notForwarded = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/** What the local host answers with: the upstream's headers but for its CORS (about its own origins, not ours),
 * its cookies' domain, and the connection's own headers. */
export function localAnswerHeaders(upstream: UpstreamAnswer['headers']): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || name.startsWith('access-control-') || name === 'vary' || notForwarded.has(name))
      continue;
    // A cookie scoped to the upstream's domain would be refused on loopback: it is scoped to this host instead.
    headers[name] = name === 'set-cookie' && Array.isArray(value) ? value.map(unscoped) : value;
  }
  return headers;
}

const unscoped = (cookie: string) => cookie.replace(/;\s*domain=[^;]*/i, '');

/**
 * The request's headers to send on. Over node's HTTP server they are read from node's own record: walking the web
 * request's headers makes @hono/node-server build a whole web `Headers` from them first.
 */
function forwardedHeaders(c: Context<AppEnv>): Record<string, string | string[]> {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  const headers: Record<string, string | string[]> = {};
  if (incoming instanceof IncomingMessage) {
    for (const [name, value] of Object.entries(incoming.headers))
      if (value !== undefined && !notForwarded.has(name)) headers[name] = value;
  } else for (const [name, value] of c.req.raw.headers) if (!notForwarded.has(name)) headers[name] = value;
  return headers;
}

/** What to send on: nothing for a read (asking a request for its body builds a whole web Request); the body a
 * guard read (into Hono's cache) from there; otherwise the stream, as it comes. */
async function bodyOf(c: Context<AppEnv>): Promise<Uint8Array | ReadableStream<Uint8Array> | null> {
  const request = c.req.raw;
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  return request.bodyUsed ? new Uint8Array(await c.req.arrayBuffer()) : request.body;
}

async function forward(c: Context<AppEnv>, gateway: Gateway, base: string, host: 'main' | 'pay'): Promise<Response> {
  const request = c.req.raw;
  const found = gateway.lookup.find(host, request.method, c.req.path);
  // The path and query as the client sent them: still encoded (Hono's `path` is decoded), repeated and empty keys
  // included.
  const sent = driftRequestOf(c);
  checkClientDrift(gateway, found, sent);
  const started = performance.now();
  let answer: UpstreamAnswer;
  try {
    answer = await callUpstream({
      base,
      pathAndQuery: sent.pathAndQuery,
      method: request.method,
      headers: forwardedHeaders(c),
      body: await bodyOf(c),
      timeoutMs: gateway.timeoutMs,
      onCancel: (cancel) => {
        if (request.signal.aborted) cancel();
        else request.signal.addEventListener('abort', cancel, { once: true });
      },
    });
  } catch (error) {
    if (error instanceof UpstreamTimeout) throw new HttpError(504, 'UPSTREAM_TIMEOUT');
    if (request.signal.aborted) throw error;
    const url = `${base}${sent.pathAndQuery}`;
    console.warn(`upstream ${host}: ${request.method} ${url} unreachable: ${String((error as Error).cause ?? error)}`);
    throw new HttpError(502, 'UPSTREAM_UNREACHABLE');
  }
  c.set('upstreamMs', Math.round((performance.now() - started) * 10) / 10);
  c.set('answeredFrom', 'upstream');
  const local = passOn(c, answer.body, localAnswerHeaders(answer.headers), answer.status);
  checkServerDrift(gateway, found, answer, () => local.clone().text());
  return local;
}

/**
 * The gateway's step, after the guards (so the fault lab's rules came first) and before any local route: with a
 * replay it answers from the recording; with an upstream for this host it forwards the call; a path kept local is
 * answered by the local routes either way. The local mock's health and the lab's control API are never forwarded.
 */
export function gatewayStep(gateway: Gateway, host: 'main' | 'pay'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!gateway.answersElsewhere(c.req.path, host)) return next();
    if (gateway.replay) return replayAnswer(c, gateway.replay, host);
    const base = gateway.upstream[host];
    if (base === null) return next();
    return forward(c, gateway, base, host);
  };
}
