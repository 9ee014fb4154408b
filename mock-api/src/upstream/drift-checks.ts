import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { Endpoint } from '@daftar/contracts/endpoint';
import { type DriftMismatch, mismatchesOf, requestMismatches } from './drift.ts';
import type { FoundEndpoint } from './endpoint-lookup.ts';
import type { Gateway } from './gateway.ts';
import type { UpstreamAnswer } from './upstream-call.ts';

function queryOf(c: Context<AppEnv>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? (values[0] as string) : values]),
  );
}

const utf8 = new TextDecoder();

/** A body's JSON value: none when empty, the text itself when it is not JSON (which the schema then refuses). */
function parsed(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const jsonOf = async (body: Promise<string>): Promise<unknown> => parsed(await body);

const warn = (what: string) => (error: unknown) => console.warn(`drift check of ${what} failed: ${String(error)}`);

/**
 * The last input checked per endpoint, with its verdict, for each side: a call the same as the last one (app-version
 * at every start, a list polled, the same page asked again) is counted without being parsed and checked again. One
 * input per endpoint, and only a small one, is kept.
 */
type Verdict<Input> = { input: Input; mismatches: DriftMismatch[] };
const lastRequest = new WeakMap<Endpoint, Verdict<string>>();
const lastAnswer = new WeakMap<Endpoint, Verdict<Uint8Array>>();
const rememberedBytes = 64 * 1024;

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

/** A request as the drift check reads it, from Hono's context or from node's request alike. */
export interface DriftRequest {
  /** The path and query as sent. */
  pathAndQuery: string;
  query: () => Record<string, string | string[]>;
  /** The body's text (asked only of an endpoint that takes a body). */
  text: () => Promise<string>;
}

/** The request of Hono's context as the drift check reads it. */
export function driftRequestOf(c: Context<AppEnv>): DriftRequest {
  const { url } = c.req;
  const request = c.req.raw;
  return {
    pathAndQuery: url.slice(url.indexOf('/', url.indexOf(':') + 3)),
    query: () => queryOf(c),
    text: () => (request.bodyUsed ? c.req.text() : request.clone().text()),
  };
}

/**
 * The client's drift: a request to a catalogue endpoint that its params, query or body schema refuses is noted (the
 * call is forwarded all the same: the real API says what it thinks). Read from a copy, beside the forwarding.
 */
export function checkClientDrift(gateway: Gateway, found: FoundEndpoint | undefined, request: DriftRequest): void {
  if (!found) return;
  const { endpoint, params } = found;
  const what = `${endpoint.method} ${endpoint.path}`;
  if (endpoint.body === undefined) {
    // Without a body the path and query are the whole input.
    const input = request.pathAndQuery;
    const seen = lastRequest.get(endpoint);
    if (seen?.input === input) {
      gateway.drift.note('client', endpoint, seen.mismatches);
      return;
    }
    // Checked while the upstream answers, not before the call goes out.
    setImmediate(() => {
      try {
        const mismatches = requestMismatches(endpoint, { params, query: request.query(), body: undefined });
        lastRequest.set(endpoint, { input, mismatches });
        gateway.drift.note('client', endpoint, mismatches);
      } catch (error) {
        warn(what)(error);
      }
    });
    return;
  }
  jsonOf(request.text())
    .then((value) =>
      gateway.drift.note(
        'client',
        endpoint,
        requestMismatches(endpoint, { params, query: request.query(), body: value }),
      ),
    )
    .catch(warn(what));
}

/**
 * The server's drift: a successful JSON answer of the upstream that the endpoint's response schema (the one the
 * pacts use) refuses is noted with the field and the type it had. A whole answer the same as its endpoint's last one
 * is counted with that verdict at once; any other is parsed and checked once it has gone to the client (the check is
 * no part of the answer's time); a streamed one from a copy while it streams on (`streamedText`, asked at once,
 * before the stream flows).
 */
export function checkServerDrift(
  gateway: Gateway,
  found: FoundEndpoint | undefined,
  upstream: { status: number; headers: UpstreamAnswer['headers']; body: Uint8Array | object | null },
  streamedText: () => Promise<string>,
): void {
  const { status, headers, body } = upstream;
  if (status < 200 || status > 299 || status === 204 || body === null) return;
  if (!found || found.endpoint.answers === 'file') return;
  if (!headers['content-type']?.includes('json')) return;
  const { endpoint } = found;
  const what = `${endpoint.method} ${endpoint.path}`;
  const check = (text: string) => mismatchesOf(endpoint.response, parsed(text));
  if (body instanceof Uint8Array) {
    // A byte compare costs less than the event loop's turn that a parse waits for.
    const seen = lastAnswer.get(endpoint);
    if (seen && sameBytes(seen.input, body)) {
      gateway.drift.note('server', endpoint, seen.mismatches);
      return;
    }
    setImmediate(() => {
      try {
        const mismatches = check(utf8.decode(body));
        if (body.byteLength <= rememberedBytes) lastAnswer.set(endpoint, { input: body, mismatches });
        gateway.drift.note('server', endpoint, mismatches);
      } catch (error) {
        warn(what)(error);
      }
    });
  } else
    streamedText()
      .then((text) => setImmediate(() => gateway.drift.note('server', endpoint, check(text))))
      .catch(warn(what));
}
