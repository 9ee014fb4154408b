import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../../lib/api/testing/pact.ts';
import {
  eachLike,
  fromProviderState,
  ids,
  injected,
  integer,
  isoDate,
  isoDateTime,
  lockedMonth,
  oneOf,
  sealedMonth,
  string,
} from '../accounting-pact-fixtures.ts';
import { listPeriodLocks, lockPeriod, reopenPeriod } from './legal-books-client.ts';

const locksPath = '/api/v1/companies/1/accounting/legal-books/locks';
const farvardin = { from: '2026-03-21', to: '2026-04-20' };
const lock = (status: 'LOCKED' | 'REOPENED') => ({
  id: injected('lockId'),
  fiscalYearId: injected('fiscalYearId'),
  from: isoDate(farvardin.from),
  to: isoDate(farvardin.to),
  status,
  lockedBy: integer(1),
  lockedAt: isoDateTime,
  reopenedBy: status === 'LOCKED' ? null : integer(1),
  reopenedAt: status === 'LOCKED' ? null : isoDateTime,
  reopenReason: status === 'LOCKED' ? null : string('فاکتور خرید فروردین جا مانده بود'),
});

describe('the locked periods of the legal books', () => {
  it("answers a year's months and their locks", async () => {
    await signedInPact(lockedMonth, ids)
      .uponReceiving("a request for the locks of a fiscal year's months")
      .request(`GET ${locksPath}`, { query: { fiscalYearId: injected('fiscalYearId') } })
      .answersItem(200, {
        fiscalYearId: injected('fiscalYearId'),
        // Farvardin locked, the eleven months after it open.
        months: [
          { from: isoDate(farvardin.from), to: isoDate(farvardin.to), lockId: injected('lockId') },
          ...Array.from({ length: 11 }, () => ({
            from: isoDate('2026-04-21'),
            to: isoDate('2026-05-21'),
            lockId: null,
          })),
        ],
        locks: eachLike(lock('LOCKED')),
      })
      .test(async (client) => {
        const locks = await listPeriodLocks(client, 1, 1);
        expect(locks.months[0]?.lockId).toBe(locks.locks[0]?.id);
      });
  });

  it('locks a month whose books are final and sealed', async () => {
    await signedInPact(sealedMonth, ids)
      .uponReceiving('a request to finalise and lock the first month of the year')
      .request(`POST ${locksPath}`, { body: farvardin })
      .answersItem(201, { ...lock('LOCKED'), id: integer(1), status: oneOf(['LOCKED'], 'LOCKED') })
      .test(async (client) => {
        const locked = await lockPeriod(client, 1, farvardin);
        expect(locked.status).toBe('LOCKED');
      });
  });

  it('reopens a locked month with the owner’s reason', async () => {
    const reason = 'فاکتور خرید فروردین جا مانده بود';
    await signedInPact(lockedMonth, ids)
      .uponReceiving('a request from the owner to reopen a locked month')
      .request(['POST', fromProviderState(`${locksPath}/\${lockId}/reopen`, `${locksPath}/1/reopen`)], {
        body: { reason },
      })
      .answersItem(200, lock('REOPENED'))
      .test(async (client) => {
        const reopened = await reopenPeriod(client, 1, 1, { reason });
        expect(reopened.reopenReason).toBe(reason);
      });
  });
});
