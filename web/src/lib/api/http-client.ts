import { buildPath, type Endpoint, type Host } from '@daftar/contracts/endpoint';
import { errorEnvelopeSchema } from '@daftar/contracts/envelope';
import type { z } from 'zod';
import { ApiError } from './http-error.ts';

type In<T> = T extends z.ZodType ? z.input<T> : undefined;

export interface CallInput<E extends Endpoint> {
  params?: In<E['params']> & Record<string, string | number>;
  query?: In<E['query']>;
  body?: In<E['body']>;
}

export interface HttpClientOptions {
  baseUrls: Record<Host, string>;
  fetch?: typeof fetch;
}

export interface HttpClient {
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<z.output<E['response']>>;
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
  const text = await response.text();
  try {
    const parsed = errorEnvelopeSchema.safeParse(JSON.parse(text));
    if (parsed.success) return new ApiError(response.status, parsed.data.message, parsed.data.errors);
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone describes it.
  }
  return new ApiError(response.status, undefined);
}

/** Calls catalogue endpoints; success is any 2xx (SPEC §7) and the answer is parsed with the contract schema. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<z.output<E['response']>> {
      const url = `${options.baseUrls[endpoint.host]}${buildPath(endpoint.path, input.params)}${toSearch(input.query)}`;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (input.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await doFetch(url, {
        method: endpoint.method,
        headers,
        credentials: 'include',
        ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
      });
      if (response.status < 200 || response.status > 299) throw await errorFrom(response);
      // parse() on a generic schema is typed unknown; the schema is E['response'], so its output is the type.
      return endpoint.response.parse(await response.json()) as z.output<E['response']>;
    },
  };
}
