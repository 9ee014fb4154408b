import type { Context, MiddlewareHandler } from 'hono';
import { proxy } from 'hono/proxy';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { checkClientDrift, checkServerDrift } from './drift-checks.ts';
import type { Gateway } from './gateway.ts';
import { replayAnswer } from './replay-answer.ts';

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

/** The local host's CORS answers the browser: the upstream's own CORS headers are about its origins, not ours. */
function localAnswerHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const [name, value] of upstream) {
    if (name === 'set-cookie' || name.startsWith('access-control-') || name === 'vary') continue;
    headers.append(name, value);
  }
  // A cookie scoped to the upstream's domain would be refused on loopback: it is scoped to this host instead.
  for (const line of upstream.getSetCookie()) headers.append('set-cookie', line.replace(/;\s*domain=[^;]*/i, ''));
  return headers;
}

class UpstreamTimeout extends Error {}

async function forward(c: Context<AppEnv>, gateway: Gateway, base: string, host: 'main' | 'pay'): Promise<Response> {
  const request = c.req.raw;
  const url = `${base}${c.req.path}${new URL(c.req.url).search}`;
  checkClientDrift(c, gateway, host);
  const headers = new Headers(request.headers);
  for (const name of notForwarded) headers.delete(name);
  // A guard before may have read the body (into Hono's cache): then it goes from there.
  const body = request.bodyUsed ? await c.req.arrayBuffer() : request.body;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new UpstreamTimeout()), gateway.timeoutMs);
  const clientGone = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', clientGone, { once: true });
  const started = performance.now();
  let answer: Response;
  try {
    answer = await proxy(url, {
      raw: request,
      method: request.method,
      headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.reason instanceof UpstreamTimeout) throw new HttpError(504, 'UPSTREAM_TIMEOUT');
    if (request.signal.aborted) throw error;
    console.warn(`upstream ${host}: ${request.method} ${url} unreachable: ${String((error as Error).cause ?? error)}`);
    throw new HttpError(502, 'UPSTREAM_UNREACHABLE');
  } finally {
    // Only the wait for the answer's start is limited: a long download that is flowing is not cut off.
    clearTimeout(timer);
    request.signal.removeEventListener('abort', clientGone);
  }
  c.set('upstreamMs', Math.round((performance.now() - started) * 10) / 10);
  c.set('answeredFrom', 'upstream');
  const local = new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: localAnswerHeaders(answer.headers),
  });
  checkServerDrift(c, gateway, host, local);
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
