import { desc, eq } from 'drizzle-orm';
import type { ApiKey, CreateApiKeyBody } from '@daftar/contracts/endpoints/api-keys';
import type { Db, Queryable } from '@daftar/db/client';
import { type ApiKeyRow, apiKeys } from '@daftar/db/schema/api-keys';
import { users } from '@daftar/db/schema/users';
import { isoIn, randomToken, sha256 } from '../../auth/secrets.ts';
import { findCompanyRecord } from '../list-page.ts';
import { personName } from '../employees/person-name.ts';

/** Recognisable in a log or a leaked file: `dft_` then 43 random URL-safe characters (256 bits). */
const secretPrefix = 'dft_';

function statusOf(row: ApiKeyRow, now = new Date().toISOString()): ApiKey['status'] {
  if (row.revokedAt) return 'REVOKED';
  return row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
}

function toApiKey(row: ApiKeyRow, createdBy: string | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKey['scopes'],
    createdBy,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    status: statusOf(row),
  };
}

function creatorName(db: Queryable, userId: number): string | null {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  return user ? personName(user) : null;
}

/** The company's keys, newest first; the secret is never stored, so never answered. */
export function listApiKeys(db: Queryable, companyId: number): ApiKey[] {
  return db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.id))
    .all()
    .map(({ key, user }) => toApiKey(key, user ? personName(user) : null));
}

/** A new key acting as its creator; the secret is answered this once and kept only as its SHA-256. */
export function createApiKey(
  db: Db,
  companyId: number,
  userId: number,
  input: CreateApiKeyBody,
): { key: ApiKey; secret: string } {
  const secret = `${secretPrefix}${randomToken(32)}`;
  const row = db
    .insert(apiKeys)
    .values({
      companyId,
      userId,
      name: input.name,
      prefix: secret.slice(0, secretPrefix.length + 8),
      secretHash: sha256(secret),
      scopes: input.scopes,
      expiresAt: isoIn(input.expiresInDays * 86_400),
    })
    .returning()
    .get();
  return { key: toApiKey(row, creatorName(db, userId)), secret };
}

/** Revokes at once; a revoked key stays listed (and revoking it again changes nothing). */
export function revokeApiKey(db: Db, companyId: number, id: number): ApiKey {
  const row = findCompanyRecord(db, apiKeys, companyId, id, 'API_KEY_NOT_FOUND');
  const revoked = row.revokedAt
    ? row
    : db.update(apiKeys).set({ revokedAt: new Date().toISOString() }).where(eq(apiKeys.id, id)).returning().get();
  return toApiKey(revoked ?? row, creatorName(db, row.userId));
}
