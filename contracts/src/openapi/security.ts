import type { Endpoint } from '../endpoint.ts';
import { apiKeyAreas } from '../endpoints/employees-roles.ts';
import { companyAreaOfPath } from './company-paths.ts';

/** The credentials the API takes (docs/api.md shows each with curl). */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token a sign-in answers (`Authorization: Bearer <token>`); 15 minutes, then refresh.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      'A company API key, `Authorization: ApiKey <secret>`, on the company’s own paths only. Its scopes are ' +
      '`<area>:read` or `<area>:write` (write includes read); the role of the user who made it applies too. Calls ' +
      'with a key need no XSRF pair.',
  },
  bankToken: {
    type: 'apiKey',
    in: 'header',
    name: 'bank-token',
    description: 'The banking token login-oauth answers in its `bank-token` header; with the bearer token.',
  },
  xsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'XSRF-TOKEN',
    description: 'Set by GET /api/v1/auth/xsrf (and by any answer to a request without it).',
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'The XSRF-TOKEN cookie’s value, echoed on every POST, PUT, PATCH and DELETE (403 XSRF_TOKEN_MISMATCH).',
  },
} as const;

type Requirement = Record<string, string[]>;

/** Paths the XSRF check leaves alone: the fault lab's control API (loopback only). */
export const xsrfExempt = (path: string) => path.startsWith('/__mock');

/** Whether a call is a write: every method but GET needs the XSRF pair (unless sent with an API key). */
export const isWrite = (endpoint: Endpoint) => endpoint.method !== 'GET';

/** Each alternative set of credentials that passes the endpoint's checks (OpenAPI: any one of them). */
export function securityOf(endpoint: Endpoint): Requirement[] {
  const xsrf: Requirement = isWrite(endpoint) && !xsrfExempt(endpoint.path) ? { xsrfCookie: [], xsrfHeader: [] } : {};
  const area = companyAreaOfPath(endpoint.path);
  // A key reaches only the areas a key may be given (never keys, people or `other`).
  const byKey: Requirement[] =
    area && (apiKeyAreas as readonly string[]).includes(area)
      ? [{ apiKey: [`${area}:${isWrite(endpoint) ? 'write' : 'read'}`] }]
      : [];
  if (endpoint.auth === 'none') return Object.keys(xsrf).length > 0 ? [xsrf] : [];
  if (endpoint.auth === 'bank') return [{ bearer: [], bankToken: [], ...xsrf }];
  return [{ bearer: [], ...xsrf }, ...byKey];
}
