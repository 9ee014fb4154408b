import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '@daftar/contracts/endpoint';
import { authenticate } from '../auth/authenticate.ts';
import { answerJson } from './answer.ts';
import { checkErrorCode } from './error-code-check.ts';
import type { AppEnv } from './app-env.ts';
import { asHttpError, HttpError } from './http-error.ts';
import { TaggedJson } from '../domain/tagged-json.ts';
import { answerTagged } from './tagged-json.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface EndpointInput<E extends Endpoint> {
  params: Out<NonNullable<E['params']>>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
}

/** A `file` endpoint answers a `Response` carrying the bytes (http/file-answer.ts). */
type Answer<E extends Endpoint> = z.input<E['response']> | TaggedJson<z.input<E['response']>> | Response;

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => Answer<E> | Promise<Answer<E>>;

const errorCode = /^[A-Z][A-Z0-9_]*$/;

/**
 * A field error's message is a code the SPA translates: a schema's own code, or INVALID_VALUE for a rule that
 * states none (zod's English sentences never reach a client).
 */
function parseOrThrow(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(
    400,
    'VALIDATION_FAILED',
    result.error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: errorCode.test(issue.message) ? issue.message : 'INVALID_VALUE',
    })),
  );
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', [{ path: 'body', message: 'Request body is not valid JSON' }]);
  }
}

/**
 * Registers a handler for a catalogue endpoint: the caller is authenticated as the endpoint's `auth` asks (401
 * before anything else), params, query and body are validated with the endpoint's zod schemas before the
 * handler runs (bad input is 400 and nothing is written), and, when `checkResponses` is on
 * (tests), the answer is checked against the response schema so the mock cannot drift from the contract. A handler
 * may answer a `TaggedJson` it keeps: its text is sent as it is, with its ETag (304 when the client has it); a `file`
 * endpoint's handler answers the file's `Response`.
 */
export function mountEndpoint<E extends Endpoint>(app: Hono<AppEnv>, endpoint: E, handler: EndpointHandler<E>): void {
  app.on(endpoint.method, endpoint.path, async (c) => {
    if (!c.get('checkResponses')) return respond(c, endpoint, handler);
    try {
      return await respond(c, endpoint, handler);
    } catch (error) {
      const refusal = asHttpError(error);
      if (refusal) checkErrorCode(endpoint, refusal);
      throw error;
    }
  });
}

async function respond<E extends Endpoint>(
  c: Context<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
): Promise<Response> {
  // A public endpoint skips the call: an await costs a turn of the microtask queue on every request.
  if (endpoint.auth !== 'none') await authenticate(c, endpoint.auth);
  // Read only what the endpoint takes: parsing a query string no schema reads is work for nothing.
  const input = {
    params: endpoint.params ? parseOrThrow(endpoint.params, c.req.param(), 'params') : undefined,
    query: endpoint.query ? parseOrThrow(endpoint.query, flattenQuery(c.req.queries()), 'query') : undefined,
    body: endpoint.body ? parseOrThrow(endpoint.body, await readJson(c), 'body') : undefined,
  } as EndpointInput<E>;
  // The catalogue's success status (201 for a create); a handler never states it itself.
  if (endpoint.status) c.status(endpoint.status);
  const answer = await handler(c, input);
  if (answer instanceof Response) {
    if (endpoint.answers !== 'file') throw new Error(`${endpoint.name} answers JSON, not a file`);
    return answer;
  }
  const body = answer instanceof TaggedJson ? answer.value : answer;
  if (c.get('checkResponses')) {
    const checked = endpoint.response.safeParse(body);
    if (!checked.success) {
      console.error(`mock-api: response of ${endpoint.name} breaks its contract`, checked.error.issues);
      throw new HttpError(500, 'RESPONSE_CONTRACT_VIOLATION');
    }
  }
  if (answer instanceof TaggedJson) return answerTagged(c, answer.bytes, answer.etag);
  return answerJson(c, body);
}

/** Single values stay strings; repeated keys become arrays, so schemas can accept either. */
function flattenQuery(queries: Record<string, string[]>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(queries).map(([key, values]) => [key, values.length === 1 ? (values[0] as string) : values]),
  );
}
