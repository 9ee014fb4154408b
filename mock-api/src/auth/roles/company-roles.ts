import type { MiddlewareHandler } from 'hono';
import { apiKeyScheme } from '@daftar/contracts/endpoints/api-keys';
import { roleMay } from '@daftar/contracts/endpoints/employees-roles';
import { apiKeyAllows, authenticateApiKey } from '../../domain/api-keys/api-key-auth.ts';
import { requireMembership } from '../../domain/membership.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';
import { authenticate } from '../authenticate.ts';
import { actionOf, companyAreaOf } from './company-areas.ts';

const apiKeyHeader = new RegExp(`^${apiKeyScheme}\\s+(\\S+)$`, 'i');

/** The secret of an `Authorization: ApiKey <secret>` header, if that is the header's scheme. */
export function apiKeySecret(authorization: string | undefined): string | undefined {
  return authorization?.match(apiKeyHeader)?.[1];
}

/**
 * The one enforcement point of company roles (issue 18): every `/api/v1/companies/{companyId}/…` call is
 * authenticated (an access token, or an API key that then acts as its creator), the caller must be a member (404
 * COMPANY_NOT_FOUND, 403 NOT_A_COMPANY_MEMBER), their role must allow the area's read or write (403 ROLE_FORBIDDEN,
 * `roleAccess` in the contracts), and a key's scopes must reach it too (403 API_KEY_SCOPE). Before any handler, so
 * a refused call writes nothing.
 */
export function companyRoles(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const scoped = companyAreaOf(c.req.path);
    if (!scoped) return next();
    const db = c.get('db');
    const secret = apiKeySecret(c.req.header('authorization'));
    const key = secret === undefined ? undefined : authenticateApiKey(db, secret);
    if (key) {
      c.set('caller', { userId: key.userId, sessionId: 0, deviceId: `api-key:${key.id}` });
      c.set('apiKeyId', key.id);
    } else {
      await authenticate(c, 'user');
    }
    const role = requireMembership(db, c.get('caller').userId, scoped.companyId);
    const action = actionOf(c.req.method);
    if (!roleMay(role, scoped.area, action)) throw new HttpError(403, 'ROLE_FORBIDDEN');
    if (key && !apiKeyAllows(key, scoped.companyId, scoped.area, action)) throw new HttpError(403, 'API_KEY_SCOPE');
    await next();
  };
}
