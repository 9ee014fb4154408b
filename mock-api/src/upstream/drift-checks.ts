import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { mismatchesOf, requestMismatches } from './drift.ts';
import type { FoundEndpoint } from './endpoint-lookup.ts';
import type { Gateway } from './gateway.ts';

function queryOf(c: Context<AppEnv>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? (values[0] as string) : values]),
  );
}

async function jsonOf(body: Promise<string>): Promise<unknown> {
  const text = await body;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const warn = (what: string) => (error: unknown) => console.warn(`drift check of ${what} failed: ${String(error)}`);

/**
 * The client's drift: a request to a catalogue endpoint that its params, query or body schema refuses is noted (the
 * call is forwarded all the same: the real API says what it thinks). Read from a copy, beside the forwarding.
 */
export function checkClientDrift(c: Context<AppEnv>, gateway: Gateway, found: FoundEndpoint | undefined): void {
  if (!found) return;
  const { endpoint, params } = found;
  const request = c.req.raw;
  const body =
    endpoint.body === undefined
      ? Promise.resolve(undefined)
      : jsonOf(request.bodyUsed ? c.req.text() : request.clone().text());
  body
    .then((value) =>
      gateway.drift.note('client', endpoint, requestMismatches(endpoint, { params, query: queryOf(c), body: value })),
    )
    .catch(warn(`${c.req.method} ${c.req.path}`));
}

/**
 * The server's drift: a successful JSON answer of the upstream that the endpoint's response schema (the one the
 * pacts use) refuses is noted with the field and the type it had. A whole answer is read from its bytes; a streamed
 * one from a copy while it streams on.
 */
export function checkServerDrift(
  gateway: Gateway,
  found: FoundEndpoint | undefined,
  answer: Response,
  body: Uint8Array | ReadableStream<Uint8Array>,
): void {
  if (answer.status < 200 || answer.status > 299 || answer.status === 204) return;
  if (!found || found.endpoint.answers === 'file') return;
  if (!answer.headers.get('content-type')?.includes('json')) return;
  const { endpoint } = found;
  const text = body instanceof Uint8Array ? Promise.resolve(new TextDecoder().decode(body)) : answer.clone().text();
  jsonOf(text)
    .then((value) => gateway.drift.note('server', endpoint, mismatchesOf(endpoint.response, value)))
    .catch(warn(`${endpoint.method} ${endpoint.path}`));
}
