import { buildPath, type Endpoint } from '@daftar/contracts/endpoint';
import { errorEnvelopeSchema } from '@daftar/contracts/envelope';
import type { z } from 'zod';

const baseUrl = process.env.MOCK_API_URL ?? 'http://127.0.0.1:8787';

type In<T> = T extends z.ZodType ? z.input<T> : undefined;

/** Calls one control-API endpoint; a failure becomes an Error whose text names the server's code and fields. */
export async function control<E extends Endpoint>(
  endpoint: E,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: In<NonNullable<E['body']>> } = {},
): Promise<z.output<E['response']>> {
  const search = input.query ? `?${new URLSearchParams(input.query)}` : '';
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${buildPath(endpoint.path, input.params)}${search}`, {
      method: endpoint.method,
      // The control API refuses writes that do not say JSON, even bodiless ones (so browsers must preflight them).
      headers: endpoint.method === 'GET' ? {} : { 'Content-Type': 'application/json' },
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    });
  } catch (error) {
    throw new Error(`cannot reach the mock API at ${baseUrl} (is \`npm start\` running?): ${String(error)}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(body);
    const detail = parsed.success
      ? [parsed.data.message, ...(parsed.data.errors ?? []).map((e) => `  ${e.path}: ${e.message}`)].join('\n')
      : `HTTP ${response.status}`;
    throw new Error(detail);
  }
  // parse() on a generic schema is typed unknown; the schema is E['response'], so its output is the type.
  return endpoint.response.parse(body) as z.output<E['response']>;
}
