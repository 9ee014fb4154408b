import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { firstPage, signedInPact } from '../../../lib/api/testing/pact.ts';
import { listCompanyActivities } from '../../../lib/api/company-activities.ts';
import { listActivityActors } from './activities-client.ts';
import { isoDateTimeLike } from '../../../lib/api/testing/matchers.ts';

const { eachLike, fromProviderState, integer, nullValue, string } = MatchersV3;

const state = 'a company of the signed-in user has logged activities';
const path = '/api/v1/companies/1/activities';
const userId = fromProviderState(`\${userId}`, 1);
const owner = { id: integer(1), name: string('کاربر آزمایشی'), email: string('user@daftar.local') };
const isoDateTime = isoDateTimeLike('2026-11-25T08:30:00.000Z');

describe("the company's activity log", () => {
  it('answers a page of one user’s changes to items, with each changed column before and after', async () => {
    await signedInPact(state, { companyId: 1 })
      .uponReceiving('a request for a page of the activity log, filtered')
      .request(`GET ${path}`, {
        query: {
          page: '1',
          pageSize: '20',
          sort: '-at',
          q: '1400000',
          userId,
          entity: 'items',
          action: 'UPDATE',
          from: '2026-01-01',
          to: '2030-12-31',
        },
      })
      .answers(
        200,
        firstPage({
          id: integer(2),
          at: isoDateTime,
          action: 'UPDATE',
          entity: 'items',
          entityId: integer(1),
          entityLabel: string('چای سیاه ممتاز ۵۰۰ گرمی'),
          user: owner,
          apiKey: nullValue(),
          changes: { sale_price: [integer(1_250_000), integer(1_400_000)] },
        }),
      )
      .test(async (client) => {
        const page = await listCompanyActivities(client, 1, {
          page: 1,
          pageSize: 20,
          sort: '-at',
          q: '1400000',
          userId: 1,
          entity: 'items',
          action: 'UPDATE',
          from: '2026-01-01',
          to: '2030-12-31',
        });
        expect(page.data[0]?.changes.sale_price).toEqual([1_250_000, 1_400_000]);
      });
  });

  it('answers the users the filter offers', async () => {
    await signedInPact(state, { companyId: 1 })
      .uponReceiving('a request for the users of the activity log')
      .request(`GET ${path}/actors`)
      .answersItem(200, eachLike(owner))
      .test(async (client) => {
        expect((await listActivityActors(client, 1))[0]?.email).toBe('user@daftar.local');
      });
  });
});
