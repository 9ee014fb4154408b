import type { Context, MiddlewareHandler } from 'hono';
import { passOn } from '../http/answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { checkClientDrift, checkServerDrift } from './drift-checks.ts';
import type { Gateway } from './gateway.ts';
import { replayAnswer } from './replay-answer.ts';
import { callUpstream, type UpstreamAnswer, UpstreamTimeout } from './upstream-call.ts';

/** Headers that belong to one connection, not to the call (RFC 9110 §7.6.1), and the local host's name. */
const notForwarded = [
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
];

/** What the local host answers with: the upstream's headers but for its CORS (about its own origins, not ours),
 * its cookies' domain, and the connection's own headers. */
function localAnswerHeaders(upstream: UpstreamAnswer['headers']): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || name.startsWith('access-control-') || name === 'vary' || notForwarded.includes(name))
      continue;
    // A cookie scoped to the upstream's domain would be refused on loopback: it is scoped to this host instead.
    for (const one of Array.isArray(value) ? value : [value])
      headers.push([name, name === 'set-cookie' ? one.replace(/;\s*domain=[^;]*/i, '') : one]);
  }
  return headers;
}

function forwardedHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) if (!notForwarded.includes(name)) headers[name] = value;
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
  const url = `${base}${c.req.path}${new URL(c.req.url).search}`;
  const found = gateway.lookup.find(host, request.method, c.req.path);
  checkClientDrift(c, gateway, found);
  const started = performance.now();
  let answer: UpstreamAnswer;
  try {
    answer = await callUpstream({
      url,
      method: request.method,
      headers: forwardedHeaders(request),
      body: await bodyOf(c),
      timeoutMs: gateway.timeoutMs,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamTimeout) throw new HttpError(504, 'UPSTREAM_TIMEOUT');
    if (request.signal.aborted) throw error;
    console.warn(`upstream ${host}: ${request.method} ${url} unreachable: ${String((error as Error).cause ?? error)}`);
    throw new HttpError(502, 'UPSTREAM_UNREACHABLE');
  }
  c.set('upstreamMs', Math.round((performance.now() - started) * 10) / 10);
  c.set('answeredFrom', 'upstream');
  const local = passOn(c, answer.body, localAnswerHeaders(answer.headers), answer.status);
  checkServerDrift(gateway, found, local, answer.body);
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
