import { buildPath, type Endpoint, type Host } from '@daftar/contracts/endpoint';
import type { z } from 'zod';
import { contracts } from './contracts.ts';
import { ApiError } from './http-error.ts';
import { isGatewayStatus, isUnreachable, ServerUnreachableError } from './unreachable.ts';
import { createXsrfSource, needsXsrf, xsrfHeaderName } from './xsrf.ts';

type In<T> = T extends z.ZodType ? z.input<T> : undefined;

export interface CallInput<E extends Endpoint> {
  params?: In<E['params']> & Record<string, string | number>;
  query?: In<E['query']>;
  body?: In<E['body']>;
}

/** What the client sends with every call (SPEC §7); read at call time so a refreshed token is used at once. */
export interface Credentials {
  accessToken(): string | null;
  bankToken(): string | null;
}

/** What sending a call needs of its endpoint: where it goes and who may call it, not its schemas. */
export type Route = Pick<Endpoint, 'method' | 'path' | 'host' | 'auth' | 'answers'>;

/** A call's parts as the client sends them (a `CallInput` once its types have been checked). */
interface SentInput {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

/** A call that failed: what was sent, and which recoveries were already tried for it. */
export interface FailedCall {
  endpoint: Route;
  sentAccessToken: string | null;
  /** The banking token the call carried: a failure with a token already replaced only needs the call repeated. */
  sentBankToken: string | null;
  tried: ReadonlySet<string>;
}

/**
 * Decides after a failed call whether to repeat it (after a token refresh or a banking-code re-exchange). It names
 * the recovery it ran, and the client never runs the same one twice for one call, so no failure can loop.
 */
export type Recover = (error: ApiError, call: FailedCall) => Promise<string | null>;

export interface HttpClientOptions {
  baseUrls: Record<Host, string>;
  fetch?: typeof fetch;
  credentials?: Credentials;
  recover?: Recover;
  /** Echo the XSRF cookie on unsafe methods (default on); off where a proxy adds it (Pact verification). */
  xsrf?: boolean;
  /** A call with no answer after this long is given up as unreachable; absent, a call waits as long as fetch does. */
  timeoutMs?: number;
  /** Told after every call whether the API answered (any status) or could not be reached: the reachability state. */
  onReach?(reached: boolean, host: Host): void;
  /** The Idempotency-Key of a POST (idempotency-keys.ts); absent, POSTs carry none. */
  idempotencyKey?(request: { url: string; body: string | undefined }): string | undefined;
  /** The POST with this body was answered: its key is done with. */
  onAnswered?(request: { url: string; body: string | undefined }): void;
}

export interface RawAnswer<T> {
  data: T;
  headers: Headers;
}

export interface HttpClient {
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<z.output<E['response']>>;
  /** The same call, with the response headers too (the bank-token header of the banking code exchange). */
  callRaw<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<RawAnswer<z.output<E['response']>>>;
  /** A `file` endpoint's answer: the bytes as a Blob of the answer's type, with its headers (the file's name). */
  download<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<RawAnswer<Blob>>;
  /**
   * A call whose answer is checked by `read` instead of a zod schema: the signed-out start-up's public calls, so
   * /login downloads no zod (`start-up-answers.ts`). `read` throws when the answer is not the contract's.
   */
  callChecked<T>(route: Route, read: (answer: unknown) => T, params?: Record<string, string>): Promise<T>;
}

function toSearch(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    const parsed = (await contracts.envelope()).errorEnvelopeSchema.safeParse(body);
    if (parsed.success) return new ApiError(response.status, parsed.data.message, parsed.data.errors);
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone describes it.
  }
  if (isGatewayStatus(response.status)) return new ServerUnreachableError('gateway');
  return new ApiError(response.status, undefined);
}

type SentTokens = Pick<FailedCall, 'sentAccessToken' | 'sentBankToken'>;

/** Sent on a POST so that repeating it after a lost answer writes nothing twice (the API replays its first answer). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** GET /auth/xsrf: makes the API set the XSRF-TOKEN cookie, and answers the token for clients that cannot read it. */
export async function fetchXsrfToken(client: HttpClient): Promise<string> {
  return (await client.call((await contracts.auth()).authEndpoints.getXsrfToken)).itemInfo.token;
}

const isXsrfMismatch = (error: ApiError) => error.status === 403 && error.serverMessage === 'XSRF_TOKEN_MISMATCH';

/**
 * Calls catalogue endpoints (SPEC §7): bearer and bank-token headers when held, the XSRF header on unsafe methods,
 * success is any 2xx, and the answer is parsed with the contract schema. Failures go through `recover`.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs;

  /** The fetch, with a network failure or a timeout turned into the one unreachable error. */
  async function reach(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, timeoutMs === undefined ? init : { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // fetch rejects only when no answer came (a TypeError whatever the browser's words) or on the timeout.
      if (!isUnreachable(error) && !(error instanceof TypeError)) throw error;
      throw new ServerUnreachableError(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');
    }
  }
  // GET /auth/xsrf is a safe call, so fetching the token never needs a token: no loop.
  const xsrf = createXsrfSource(() => fetchXsrfToken(client).catch(() => null));

  async function send(endpoint: Route, input: SentInput, sent: SentTokens) {
    const url = `${options.baseUrls[endpoint.host]}${buildPath(endpoint.path, input.params)}${toSearch(input.query)}`;
    const headers: Record<string, string> = { Accept: endpoint.answers === 'file' ? '*/*' : 'application/json' };
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    if (sent.sentAccessToken) headers.Authorization = `Bearer ${sent.sentAccessToken}`;
    if (sent.sentBankToken) headers[(await contracts.banking()).bankTokenHeader] = sent.sentBankToken;
    if (options.xsrf !== false && needsXsrf(endpoint.method)) {
      const token = await xsrf.token();
      if (token) headers[xsrfHeaderName] = token;
    }
    const body = input.body !== undefined ? JSON.stringify(input.body) : undefined;
    const key =
      endpoint.method === 'POST' && sent.sentAccessToken ? options.idempotencyKey?.({ url, body }) : undefined;
    if (key) headers[idempotencyKeyHeader] = key;
    return {
      request: { url, body, key },
      response: await reach(url, {
        method: endpoint.method,
        headers,
        credentials: 'include',
        ...(body !== undefined ? { body } : {}),
      }),
    };
  }

  /** Tells the reachability state and the idempotency keys whether the API itself answered. */
  function settled(
    host: Host,
    request: { url: string; body: string | undefined; key: string | undefined },
    reached: boolean,
  ) {
    options.onReach?.(reached, host);
    if (reached && request.key) options.onAnswered?.(request);
  }

  /** Sends the call until it succeeds or no recovery is left; `read` turns the 2xx answer into its data. */
  async function exchange<T>(
    endpoint: Route,
    input: SentInput,
    read: (response: Response) => Promise<T>,
  ): Promise<RawAnswer<T>> {
    const tried = new Set<string>();
    for (;;) {
      const sent: SentTokens = {
        sentAccessToken: options.credentials?.accessToken() ?? null,
        sentBankToken: options.credentials?.bankToken() ?? null,
      };
      let sentCall: Awaited<ReturnType<typeof send>>;
      try {
        sentCall = await send(endpoint, input, sent);
      } catch (error) {
        if (error instanceof ServerUnreachableError) options.onReach?.(false, endpoint.host);
        throw error;
      }
      const { request, response } = sentCall;
      if (response.status >= 200 && response.status <= 299) {
        settled(endpoint.host, request, true);
        return { data: await read(response), headers: response.headers };
      }
      const error = await errorFrom(response);
      settled(endpoint.host, request, !(error instanceof ServerUnreachableError));
      if (isXsrfMismatch(error) && !tried.has('xsrf')) {
        tried.add('xsrf');
        await xsrf.renew();
        continue;
      }
      const recovery = options.recover ? await options.recover(error, { endpoint, ...sent, tried }) : null;
      if (!recovery || tried.has(recovery)) throw error;
      tried.add(recovery);
    }
  }

  const callRaw = <E extends Endpoint>(endpoint: E, input: CallInput<E> = {}) =>
    // parse() on a generic schema is typed unknown; the schema is E['response'], so its output is the type.
    exchange(
      endpoint,
      input,
      async (response) => endpoint.response.parse(await response.json()) as z.output<E['response']>,
    );

  const client: HttpClient = {
    callRaw,
    download: (endpoint, input = {}) => exchange(endpoint, input, (response) => response.blob()),
    async call<E extends Endpoint>(endpoint: E, input?: CallInput<E>) {
      return (await callRaw(endpoint, input)).data;
    },
    async callChecked(route, read, params) {
      return (await exchange(route, params ? { params } : {}, async (response) => read(await response.json()))).data;
    },
  };
  return client;
}
