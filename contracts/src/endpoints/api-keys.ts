import { z } from 'zod';
import { displayName } from '../schemas/display-name.ts';
import { companyRecordCalls, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope } from '../envelope.ts';
import { isoDateTimeSchema } from '../schemas/common.ts';
import { companyParamsSchema } from '../schemas/list-query.ts';
import { apiKeyAreas } from './employees-roles.ts';

/** How a key is sent: `Authorization: ApiKey <secret>` (a bearer of its own kind). */
export const apiKeyScheme = 'ApiKey';

export const apiKeyAreaSchema = z.enum(apiKeyAreas, { error: 'UNKNOWN_AREA' });
/** `write` includes `read`. */
export const apiKeyAccessSchema = z.enum(['read', 'write'], { error: 'INVALID_SCOPE' });
export const apiKeyScopeSchema = z.object({ area: apiKeyAreaSchema, access: apiKeyAccessSchema });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** The lifetimes the form offers, in days. */
export const apiKeyLifetimes = [7, 30, 90, 180, 365] as const;

export const apiKeySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The secret's first characters, to recognise a key by. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z.object({
  name: displayName(z.string().trim().min(2, { error: 'NAME_TOO_SHORT' }).max(80, { error: 'API_KEY_NAME_TOO_LONG' })),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, { error: 'SCOPES_REQUIRED' })
    .refine((scopes) => new Set(scopes.map((scope) => scope.area)).size === scopes.length, {
      error: 'SCOPE_AREA_TWICE',
    }),
  expiresInDays: z
    .number({ error: 'INVALID_EXPIRY' })
    .int({ error: 'INVALID_EXPIRY' })
    .refine((days) => (apiKeyLifetimes as readonly number[]).includes(days), { error: 'INVALID_EXPIRY' }),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

const keysPath = '/api/v1/companies/:companyId/api-keys';
const keys = companyRecordCalls(keysPath, apiKeySchema);

const list = keys.list('listApiKeys', {
  summary: "The company's API keys, newest first: name, scopes, expiry, last use; never a secret.",
  response: listEnvelope(apiKeySchema),
});

const create = userEndpoint.post('createApiKey', keysPath, {
  status: 201,
  summary: 'Creates a key (201) and answers its secret this once; only its SHA-256 is kept.',
  params: companyParamsSchema,
  body: createApiKeyBodySchema,
  response: itemEnvelope(z.object({ key: apiKeySchema, secret: z.string() })),
});

const revoke = keys.record.post('revokeApiKey', {
  at: 'revoke',
  summary: 'Revokes a key at once (401 API_KEY_REVOKED from then on); revoking it again changes nothing.',
});

export const apiKeysEndpoints = { list, create, revoke };
