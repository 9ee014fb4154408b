import { answerSourceSchema } from '@daftar/contracts/endpoints/mock-control';
import { z } from 'zod';

/**
 * One request and its answer as a recording keeps it: a JSON file a person can read and diff. A body is the JSON
 * value itself when it is JSON (`body`), else its text (`text`) or, for bytes, base64 (`base64`); none when empty.
 */
const headersSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const bodyFields = {
  body: z.json().optional(),
  text: z.string().optional(),
  base64: z.string().optional(),
};

export const exchangeSchema = z.object({
  seq: z.number().int().min(1),
  host: z.enum(['main', 'pay']),
  source: answerSourceSchema,
  request: z.object({
    method: z.string(),
    path: z.string(),
    /** Query parameters in the order sent; a repeated one as a list. */
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    headers: headersSchema,
    ...bodyFields,
  }),
  response: z.object({ status: z.number().int(), headers: headersSchema, ...bodyFields }),
  timing: z.object({
    startedAt: z.string(),
    /** Until the answer's headers. */
    ms: z.number(),
    /** The upstream's share of it, when the upstream answered. */
    upstreamMs: z.number().nullable(),
  }),
});
export type Exchange = z.infer<typeof exchangeSchema>;
export type StoredBody = Pick<Exchange['request'], 'body' | 'text' | 'base64'>;
export type StoredHeaders = Exchange['request']['headers'];

const textTypes = /^(text\/|application\/(xml|x-www-form-urlencoded|javascript))/;

/** A body as a recording stores it, by its content type. */
export function storeBody(bytes: Uint8Array, contentType: string | null): StoredBody {
  if (bytes.byteLength === 0) return {};
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const text = () => new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return { body: JSON.parse(text()) as z.infer<typeof bodyFields.body> };
    } catch {
      // Not what it says it is: kept as the text it was, so the recording shows the broken answer.
    }
  }
  if (textTypes.test(type) || type === 'application/json') {
    try {
      return { text: text() };
    } catch {
      // Not UTF-8: kept as bytes.
    }
  }
  return { base64: Buffer.from(bytes).toString('base64') };
}

/** The bytes a stored body stands for (JSON compact, as an answer sends it). */
export function bodyBytes(stored: StoredBody): Uint8Array | null {
  if (stored.body !== undefined) return new TextEncoder().encode(JSON.stringify(stored.body));
  if (stored.text !== undefined) return new TextEncoder().encode(stored.text);
  if (stored.base64 !== undefined) return Buffer.from(stored.base64, 'base64');
  return null;
}

/** Headers as a plain record, names lower case and sorted (so recordings diff cleanly); Set-Cookie as a list. */
export function storeHeaders(headers: Headers, leaveOut: ReadonlySet<string>): StoredHeaders {
  const stored: StoredHeaders = {};
  const names = [...new Set([...headers.keys()])].sort();
  for (const name of names) {
    if (leaveOut.has(name)) continue;
    stored[name] = name === 'set-cookie' ? headers.getSetCookie() : (headers.get(name) ?? '');
  }
  return stored;
}

/** A query string as a record: single values stay strings, repeated keys become lists. */
export function storeQuery(search: URLSearchParams): Exchange['request']['query'] {
  const query: Exchange['request']['query'] = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}
