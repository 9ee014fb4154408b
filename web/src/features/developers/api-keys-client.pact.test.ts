import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-client.ts';
import { isoDateTimeLike } from '../../lib/api/testing/matchers.ts';

const { eachLike, integer, regex, string } = MatchersV3;

const isoDateTime = isoDateTimeLike('2026-11-20T08:30:00.000Z');
const keysState = 'the signed-in user owns a company with API keys';
const keysParams = { companyId: 1, keyId: 4 };

const scope = { area: string('stakeholders'), access: regex(/^(read|write)$/, 'read') };
const key = (status: string) => ({
  id: integer(4),
  name: string('همگام‌سازی فروشگاه اینترنتی'),
  prefix: regex(/^dft_\S{8}$/, 'dft_pactKey1'),
  scopes: eachLike(scope),
  createdBy: string('Reza Karimi'),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  lastUsedAt: null,
  revokedAt: status === 'REVOKED' ? isoDateTime : null,
  status: regex(/^(ACTIVE|EXPIRED|REVOKED)$/, status),
});

const newKey = {
  name: 'حسابداری شعبه',
  scopes: [
    { area: 'invoices', access: 'write' },
    { area: 'stakeholders', access: 'read' },
  ],
  expiresInDays: 90,
} as const;

describe("developers' API keys", () => {
  it("lists the company's keys", async () => {
    await signedInPact(keysState, keysParams)
      .uponReceiving("a request for the company's API keys")
      .request('GET /api/v1/companies/1/api-keys')
      .answersList(200, key('ACTIVE'))
      .test(async (client) => {
        expect((await listApiKeys(client, 1))[0]?.status).toBe('ACTIVE');
      });
  });

  it('creates a key and answers its secret once', async () => {
    await signedInPact(keysState, keysParams)
      .uponReceiving('a creation of an API key')
      .request('POST /api/v1/companies/1/api-keys', { body: newKey })
      .answersItem(201, {
        key: { ...key('ACTIVE'), name: string(newKey.name) },
        secret: regex(/^dft_[A-Za-z0-9_-]{43}$/, `dft_${'a'.repeat(43)}`),
      })
      .test(async (client) => {
        const created = await createApiKey(client, 1, { ...newKey, scopes: [...newKey.scopes] });
        expect(created.secret.startsWith('dft_')).toBe(true);
      });
  });

  it('refuses a key without scopes (400 under scopes)', async () => {
    await signedInPact(keysState, keysParams)
      .uponReceiving('a creation of an API key without scopes')
      .request('POST /api/v1/companies/1/api-keys', { body: { ...newKey, scopes: [] } })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => createApiKey(client, 1, { ...newKey, scopes: [] }), [
        { path: 'body.scopes', message: 'SCOPES_REQUIRED' },
      ]);
  });

  it('revokes a key', async () => {
    await signedInPact(keysState, keysParams)
      .uponReceiving('a revocation of an API key')
      .request('POST /api/v1/companies/1/api-keys/4/revoke')
      .answersItem(200, key('REVOKED'))
      .test(async (client) => {
        expect((await revokeApiKey(client, 1, 4)).status).toBe('REVOKED');
      });
  });
});
