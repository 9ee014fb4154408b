import type { z } from 'zod';

/** Which server answers: the main API or the separate payment API host (SPEC §7). */
export type Host = 'main' | 'pay';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `none`: public; `user`: bearer access token; `bank`: access token and bank-token header. */
export type Auth = 'none' | 'user' | 'bank';

export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** Stable name, used in the API reference and in pact interaction descriptions. */
  name: string;
  method: Method;
  /** Hono-style path with `:param` placeholders. */
  path: string;
  host: Host;
  auth: Auth;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Schema of the 2xx answer (of a `file` endpoint: the bytes, typed for the clients that read them). */
  response: Response;
  /** The success status: 201 for a call that creates a record, 200 when left out. The mock answers with it. */
  status?: 200 | 201;
  /**
   * `file`: the 2xx answer is the file itself, not JSON: its bytes with their Content-Type, Content-Length and a
   * Content-Disposition naming the file (errors are still the JSON envelope).
   */
  answers?: 'file';
  /** The media types a `file` endpoint's bytes are served as (its Content-Type is one of them). */
  fileTypes?: readonly string[];
  /**
   * Refusals of the endpoint's own rules, by status, each with its codes (the generic ones, such as 400
   * VALIDATION_FAILED, 401 or 403 XSRF_TOKEN_MISMATCH, are added from the endpoint's shape by the OpenAPI builder).
   */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 422 | 429, readonly string[]>>;
  /** What the server checks and JSON Schema cannot state (a check digit, an open year, a balance), with its code. */
  rules?: readonly string[];
}

export function defineEndpoint<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

/** Fills `:name` placeholders; values are URI-encoded. A missing value is a programming error. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`buildPath: missing value for :${key} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
