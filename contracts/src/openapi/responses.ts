import type { Endpoint } from '../endpoint.ts';
import { companyAreaOfPath } from './company-paths.ts';
import observedCodes from './error-codes.json' with { type: 'json' };
import { isWrite, xsrfExempt } from './security.ts';

export type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 421 | 422 | 429;

/**
 * The codes each operation's own rules answer with, beyond what its shape gives, as the mock API's tests saw them
 * (`pnpm contracts:error-codes` writes the file; in tests the server refuses to answer a code missing here).
 */
const observed: Record<string, Partial<Record<string, string[]>>> = observedCodes;

/** The pay host names the company in its query: the same membership check as a company path, without API keys. */
const takesCompanyInQuery = (endpoint: Endpoint) =>
  Boolean(endpoint.query && 'companyId' in ((endpoint.query as { shape?: object }).shape ?? {}));

/** What each status means, as the operation's response description says it. */
const meaning: Record<Status, string> = {
  400: 'The request is not valid: a field error per field (VALIDATION_FAILED), or a rule of the call refused it.',
  401: 'No valid credentials.',
  403: 'The credentials do not allow this call.',
  404: 'Not found (or not this company’s).',
  409: 'The record’s state does not allow this now.',
  413: 'The body is larger than the server takes.',
  415: 'The body is not application/json.',
  421: 'The Host header names no host this server answers.',
  422: 'The request cannot be processed as it stands.',
  429: 'Too many attempts: wait the Retry-After header’s seconds.',
};

/**
 * The error statuses and codes the endpoint's shape gives (method, body, auth, company path: the server's guards
 * and validation), with the ones its catalogue entry states (`errors`).
 */
export function shapeErrorCodesOf(endpoint: Endpoint): Map<Status, Set<string>> {
  const codes = new Map<Status, Set<string>>();
  const add = (status: Status, ...names: string[]) => {
    const set = codes.get(status) ?? new Set<string>();
    for (const name of names) set.add(name);
    codes.set(status, set);
  };
  add(421, 'HOST_NOT_ALLOWED');
  if (endpoint.params || endpoint.query || endpoint.body) add(400, 'VALIDATION_FAILED');
  if (endpoint.body) add(400, 'INVALID_JSON');
  if (isWrite(endpoint)) {
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
    // A write may meet a state that does not allow it (a closed year, a final voucher, a taken code).
    add(409);
    if (!xsrfExempt(endpoint.path)) add(403, 'XSRF_TOKEN_MISMATCH');
  }
  if (endpoint.method === 'POST') {
    add(400, 'INVALID_IDEMPOTENCY_KEY');
    add(409, 'IDEMPOTENCY_KEY_IN_USE');
    add(422, 'IDEMPOTENCY_KEY_REUSED');
  }
  if (endpoint.auth !== 'none') add(401, 'UNAUTHORIZED', 'INVALID_TOKEN', 'TOKEN_EXPIRED', 'SESSION_REVOKED');
  if (endpoint.auth === 'bank') {
    add(401, 'BANK_TOKEN_REQUIRED', 'INVALID_BANK_TOKEN');
    add(422, 'BANKING_ACCOUNT_SUSPENDED');
  }
  if (companyAreaOfPath(endpoint.path)) {
    add(401, 'INVALID_API_KEY', 'API_KEY_EXPIRED', 'API_KEY_REVOKED');
    add(403, 'NOT_A_COMPANY_MEMBER', 'ROLE_FORBIDDEN', 'API_KEY_SCOPE');
    add(404, 'COMPANY_NOT_FOUND');
  }
  if (takesCompanyInQuery(endpoint)) {
    add(403, 'NOT_A_COMPANY_MEMBER', 'ROLE_FORBIDDEN');
    add(404, 'COMPANY_NOT_FOUND');
  }
  // A record named in the path may not exist.
  if (/:(?!companyId\b)[A-Za-z]/.test(endpoint.path)) add(404);
  for (const [status, own] of Object.entries(endpoint.errors ?? {})) add(Number(status) as Status, ...(own ?? []));
  return codes;
}

/** The statuses at which the operation's own codes are known: stated in its entry or seen by the tests. */
export function ownErrorStatuses(endpoint: Endpoint): Set<number> {
  return new Set([...Object.keys(endpoint.errors ?? {}), ...Object.keys(observed[endpoint.name] ?? {})].map(Number));
}

/** Every error status the endpoint can answer, each with the codes its `message` may carry. */
export function errorCodesOf(endpoint: Endpoint): Map<Status, Set<string>> {
  const codes = shapeErrorCodesOf(endpoint);
  for (const [status, names] of Object.entries(observed[endpoint.name] ?? {})) {
    const set = codes.get(Number(status) as Status) ?? new Set<string>();
    for (const name of names ?? []) set.add(name);
    codes.set(Number(status) as Status, set);
  }
  return codes;
}

/** The operation's error responses: the error envelope, the codes named in the text and in `x-error-codes`. */
export function errorResponsesOf(endpoint: Endpoint): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, names] of [...errorCodesOf(endpoint)].sort(([a], [b]) => a - b)) {
    const list = [...names].sort();
    responses[String(status)] = {
      description: list.length > 0 ? `${meaning[status]} Codes: ${list.join(', ')}.` : meaning[status],
      ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      ...(list.length > 0 ? { 'x-error-codes': list } : {}),
    };
  }
  return responses;
}
