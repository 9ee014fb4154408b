import { MatchersV3 } from '@pact-foundation/pact';
import { installExample } from '@daftar/contracts/examples/items';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../lib/api/http-client.ts';
import { createIdempotencyKeys } from '../../lib/api/idempotency-keys.ts';
import { signedIn, signedInPact } from '../../lib/api/testing/pact.ts';
import { isUnreachable } from '../../lib/api/unreachable.ts';
import { createItem } from './items-client.ts';
import { isoDateTimeLike } from '../../lib/api/testing/matchers.ts';

const { boolean, integer, like, regex, string } = MatchersV3;

const isoDateTime = isoDateTimeLike('2025-03-21T08:30:00.000Z');
/** What the API takes as a key (printable ASCII, as the IETF draft says); the SPA sends a UUID. */
const idempotencyKey = (example: string) => regex(/^[\x21-\x7E]{1,255}$/, example);

/** The service as the API answers its create. */
const installed = {
  success: true,
  itemInfo: {
    id: integer(1),
    code: string(installExample.code),
    kind: regex(/^(PRODUCT|SERVICE)$/, 'SERVICE'),
    name: string(installExample.name),
    unit: string(installExample.unit),
    salePrice: integer(installExample.salePrice),
    purchasePrice: like(null),
    vatApplicable: boolean(true),
    vatRate: integer(10),
    barcode: like(null),
    goodsServiceId: like(null),
    category: string(installExample.category),
    trackStock: boolean(false),
    active: boolean(true),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  },
};

/**
 * The SPA's real client as `lib/api/client.ts` builds it: every POST carries an Idempotency-Key until it is answered.
 * The keys are the fixed ones the provider state knows; `lost` calls get no answer (the fetch fails as a dropped
 * connection does), and every key sent is noted.
 */
function clientWithKeys(url: string, key: string, lost: number) {
  const keys = createIdempotencyKeys({ newKey: () => key });
  const sentKeys: (string | undefined)[] = [];
  let toLose = lost;
  const client = createHttpClient({
    baseUrls: { main: url, pay: url },
    xsrf: false,
    credentials: { accessToken: () => signedIn.accessToken ?? null, bankToken: () => null },
    idempotencyKey: keys.keyFor,
    onAnswered: keys.answered,
    fetch: (input, init) => {
      sentKeys.push(new Headers(init?.headers).get('Idempotency-Key') ?? undefined);
      if (toLose-- > 0) return Promise.reject(new TypeError('Failed to fetch'));
      return fetch(input, init);
    },
  });
  return { client, sentKeys };
}

describe('a create carries an Idempotency-Key the API honours (issue 40)', () => {
  it('sends the key with a new service', async () => {
    await signedInPact('the signed-in user owns a company', { companyId: 1 })
      .uponReceiving('a request to create a service with an Idempotency-Key')
      .request('POST /api/v1/companies/1/items', {
        headers: { 'Idempotency-Key': idempotencyKey('pact-idempotency-key-0001') },
        body: installExample,
      })
      .answers(201, installed)
      .test(async (_client, url) => {
        const { client, sentKeys } = clientWithKeys(url, 'pact-idempotency-key-0001', 0);
        expect((await createItem(client, 1, installExample)).code).toBe(installExample.code);
        expect(sentKeys).toEqual(['pact-idempotency-key-0001']);
      });
  });

  it('sends the same key again after the answer was lost, and gets the first answer back', async () => {
    await signedInPact('a service was created with an Idempotency-Key and its answer lost', {
      companyId: 1,
      key: 'pact-idempotency-key-0002',
    })
      .uponReceiving('a create sent again with the key of a write whose answer was lost')
      .request('POST /api/v1/companies/1/items', {
        headers: { 'Idempotency-Key': 'pact-idempotency-key-0002' },
        body: installExample,
      })
      .answers(201, installed, { 'Idempotent-Replayed': 'true' })
      .test(async (_client, url) => {
        const { client, sentKeys } = clientWithKeys(url, 'pact-idempotency-key-0002', 1);
        const lost = await createItem(client, 1, installExample).catch((error: unknown) => error);
        expect(isUnreachable(lost)).toBe(true);
        const again = await createItem(client, 1, installExample);
        expect(again.id).toBe(1);
        expect(sentKeys).toEqual(['pact-idempotency-key-0002', 'pact-idempotency-key-0002']);
      });
  });
});
