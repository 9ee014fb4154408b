import { bankingEndpoints } from '@daftar/contracts/endpoints/banking';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { bankWorld, totalOfDeposits } from './bank-world.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const w = booksPerTest(bankWorld);

const samplePath = (path: string) => path.replace(':id', '1').replace(':key', 'some-key');
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { body: {} });
const behindTheToken = Object.values(bankingEndpoints).filter((endpoint) => endpoint.auth === 'bank');

describe('every banking call is behind the caller’s own banking token (SPEC §8)', () => {
  it.each(behindTheToken.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: 401 naming the bank token without one, or with another user’s',
    async (_, endpoint) => {
      const total = totalOfDeposits(w.t);
      const path = samplePath(endpoint.path);
      const missing = await call(w.t.apps.main, endpoint.method, path, {
        headers: w.me.session.auth,
        ...bodyFor(endpoint.method),
      });
      expect(missing).toMatchObject({ status: 401, body: { message: 'BANK_TOKEN_REQUIRED' } });
      const borrowed = { ...w.me.session.auth, 'bank-token': w.other.headers['bank-token'] ?? '' };
      const stolen = await call(w.t.apps.main, endpoint.method, path, {
        headers: borrowed,
        ...bodyFor(endpoint.method),
      });
      expect(stolen).toMatchObject({ status: 401, body: { message: 'INVALID_BANK_TOKEN' } });
      expect(totalOfDeposits(w.t)).toBe(total);
    },
  );
});
