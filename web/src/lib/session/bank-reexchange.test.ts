import { bankingEndpoints } from '@daftar/contracts/endpoints/banking';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http-error.ts';
import { setSessionNavigator } from './navigation.ts';
import { createSessionClient } from './session-client.ts';
import { bankAfterExchange, deposits, exchanged, exchangePath } from './testing/bank-answers.ts';
import { baseUrls, type FakeAnswer, type FakeRequest, fail, fakeApi } from './testing/fake-api.ts';

const calls = 5;

/**
 * A bank that refuses the old banking token and holds the exchange until every one of the parallel calls has been
 * refused, so they all fail while one exchange runs (the case the single flight is for).
 */
function bankRefusingOldToken(exchangeAnswer: FakeAnswer) {
  let refused = 0;
  let allRefused: () => void = () => undefined;
  const everyCallRefused = new Promise<void>((resolve) => {
    allRefused = resolve;
  });
  return fakeApi(async (request: FakeRequest) => {
    if (request.path === exchangePath) {
      await everyCallRefused;
      return exchangeAnswer;
    }
    if (request.headers['bank-token'] === 'bank-2') return deposits;
    if (++refused === calls) allRefused();
    return fail(401, 'INVALID_BANK_TOKEN');
  });
}

const parallelCalls = (fetch: typeof globalThis.fetch) => {
  const client = createSessionClient({ baseUrls, fetch });
  return Promise.allSettled(Array.from({ length: calls }, () => client.call(bankingEndpoints.listDeposits)));
};

describe('banking token failures of parallel calls (SPEC §4, §8): one exchange for all', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    navigate.mockClear();
    setSessionNavigator(navigate);
    localStorage.setItem('token', 'access');
    localStorage.setItem('bank_auth_code', 'BANK-DEMO');
    localStorage.setItem('bank_auth_token', 'bank-1');
  });

  it(`${calls} calls refused at once: exactly one exchange, then each call repeated once with the new token`, async () => {
    const api = bankRefusingOldToken(exchanged);
    const results = await parallelCalls(api.fetch);
    expect(results.map((result) => result.status)).toEqual(Array(calls).fill('fulfilled'));
    expect(api.count('POST', exchangePath)).toBe(1);
    const retried = api.requests.filter((request) => request.headers['bank-token'] === 'bank-2');
    expect(retried).toHaveLength(calls);
    expect(localStorage.getItem('bank_auth_token')).toBe('bank-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it(`${calls} calls refused at once and the exchange fails: all give up, /banking/auth once`, async () => {
    const api = bankRefusingOldToken(fail(400, 'INVALID_USERNAME_OR_PASSWORD'));
    const results = await parallelCalls(api.fetch);
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof ApiError)).toBe(true);
    expect(api.count('POST', exchangePath)).toBe(1);
    expect(api.count('GET', '/neobank/general/web/deposits')).toBe(calls);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/banking/auth');
    expect(localStorage.getItem('bank_auth_code')).toBeNull();
    expect(localStorage.getItem('bank_auth_token')).toBeNull();
  });

  it('a call refused with a token an earlier exchange already replaced is repeated without another exchange', async () => {
    const api = fakeApi(bankAfterExchange);
    const client = createSessionClient({ baseUrls, fetch: api.fetch });
    await client.call(bankingEndpoints.listDeposits);
    // A slow call sent with the old token before the exchange, refused after it.
    localStorage.setItem('bank_auth_token', 'bank-1');
    const slow = client.call(bankingEndpoints.listDeposits);
    localStorage.setItem('bank_auth_token', 'bank-2');
    await expect(slow).resolves.toMatchObject({ data: [] });
    expect(api.count('POST', exchangePath)).toBe(1);
  });
});
