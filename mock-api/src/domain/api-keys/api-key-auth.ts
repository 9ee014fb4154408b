import { eq } from 'drizzle-orm';
import type { ApiKeyScope } from '@daftar/contracts/endpoints/api-keys';
import type { AreaAction, CompanyArea } from '@daftar/contracts/endpoints/employees-roles';
import type { Db } from '@daftar/db/client';
import { type ApiKeyRow, apiKeys } from '@daftar/db/schema/api-keys';
import { sha256 } from '../../auth/secrets.ts';
import { DomainError } from '../errors.ts';

/**
 * The live key a secret names, or 401: unknown (INVALID_API_KEY), revoked (API_KEY_REVOKED) or past its expiry
 * (API_KEY_EXPIRED). Records the use, so the developers' list shows when each key last worked.
 */
export function authenticateApiKey(db: Db, secret: string): ApiKeyRow {
  const row = db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, sha256(secret)))
    .get();
  if (!row) throw new DomainError('unauthenticated', 'INVALID_API_KEY');
  if (row.revokedAt) throw new DomainError('unauthenticated', 'API_KEY_REVOKED');
  const now = new Date().toISOString();
  if (row.expiresAt <= now) throw new DomainError('unauthenticated', 'API_KEY_EXPIRED');
  db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id)).run();
  return row;
}

/** Whether a key's scopes reach this call: its own company only, an area it names, write only where it says so. */
export function apiKeyAllows(key: ApiKeyRow, companyId: number, area: CompanyArea, action: AreaAction): boolean {
  if (key.companyId !== companyId) return false;
  const scope = (key.scopes as ApiKeyScope[]).find((each) => each.area === area);
  return scope !== undefined && (action === 'read' || scope.access === 'write');
}
