import type { Hono } from 'hono';
import type { AppEnv } from '../../src/http/app-env.ts';

/** A matching XSRF cookie and header, as the SPA sends them on unsafe calls. */
export const xsrfPair = { Cookie: 'XSRF-TOKEN=test-xsrf-token', 'X-XSRF-TOKEN': 'test-xsrf-token' };

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls an app in-process with a JSON body (and the XSRF pair on unsafe methods) and reads the JSON answer. */
export async function call<T = Record<string, unknown>>(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; xsrf?: boolean } = {},
): Promise<Answer<T>> {
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const headers: Record<string, string> = {
    ...(unsafe && options.xsrf !== false ? xsrfPair : {}),
    ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  const res = await app.request(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  // A file's answer (a template, an attachment) is no JSON: its text stands for it.
  const json = res.headers.get('content-type')?.includes('json') !== false;
  const body = text ? (json ? JSON.parse(text) : text) : undefined;
  return { status: res.status, body: body as T, headers: res.headers };
}
