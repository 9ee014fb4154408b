import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { ownedBy, timestamp } from './columns.ts';
import { users } from './users.ts';

/** One area a key may reach, and whether it may also write there (write includes read). */
export interface ApiKeyScope {
  area: string;
  access: 'read' | 'write';
}

/**
 * A developer's open-API key for one company (issue 18): `Authorization: ApiKey <secret>` on the company's calls,
 * for its scopes only, and never beyond its creator's role. The secret is shown once; only its SHA-256 is kept.
 */
export const apiKeys = companyTable(
  'api_keys',
  {
    /** The creator: the key acts as them, so their role in the company still applies; removed with them. */
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    /** The secret's first characters, shown in the list so a key can be recognised. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes', { mode: 'json' }).$type<ApiKeyScope[]>().notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    lastUsedAt: text('last_used_at'),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_unique').on(table.secretHash),
    index('api_keys_company_idx').on(table.companyId, table.createdAt),
    check('api_keys_scopes_array', sql`json_type(${table.scopes}) = 'array'`),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
