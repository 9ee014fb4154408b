import { bankingEndpoints } from '@daftar/contracts/endpoints/banking';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http-error.ts';
import { bankingDecision } from './banking-rules.ts';
import { setSessionNavigator } from './navigation.ts';
import { createSessionClient } from './session-client.ts';
import { bankAfterExchange, deposits, exchanged, exchangePath } from './testing/bank-answers.ts';
import { baseUrls, fail, fakeApi } from './testing/fake-api.ts';

describe('banking decision table (SPEC §8)', () => {
  it.each([
    [401, 'INVALID_BANK_TOKEN', 'reexchange'],
    [401, 'BANK_TOKEN_REQUIRED', 'reexchange'],
    [403, 'EXPIRED_BANK-TOKEN', 'reexchange'],
    [422, 'UNPROCESSABLE_ENTITY', 'leave'],
    [422, undefined, 'leave'],
    [500, 'UNAUTHORIZED_ACCESS_OR_OPERATION', 'leave'],
    [500, 'INTERNAL_SERVER_ERROR', 'other'],
    [400, 'INVALID_USERNAME_OR_PASSWORD', 'leave'],
    [400, 'UNAUTHORIZED_ACCESS_OR_OPERATION', 'leave'],
    [400, 'VALIDATION_FAILED', 'other'],
    [401, 'TOKEN_EXPIRED', 'other'],
  ] as const)('%i %s → %s', (status, message, decision) => {
    expect(bankingDecision(new ApiError(status, message))).toBe(decision);
  });
});

describe('banking calls (SPEC §4, §8)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    setSessionNavigator(navigate);
    localStorage.setItem('token', 'access');
    localStorage.setItem('refreshToken', 'refresh');
    localStorage.setItem('bank_auth_code', 'BANK-DEMO');
    localStorage.setItem('bank_auth_token', 'bank-1');
  });

  it('sends the bank-token header when a banking token is held', async () => {
    const api = fakeApi(() => deposits);
    await createSessionClient({ baseUrls, fetch: api.fetch }).call(bankingEndpoints.listDeposits);
    expect(api.requests[0]?.headers['bank-token']).toBe('bank-1');
  });

  it('a message about the bank token re-exchanges the code once, stores the new token and repeats the call', async () => {
    const api = fakeApi(bankAfterExchange);
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(bankingEndpoints.listDeposits),
    ).resolves.toMatchObject({
      data: [],
    });
    expect(api.count('POST', exchangePath)).toBe(1);
    expect(api.requests.find((request) => request.path === exchangePath)?.body).toEqual({ code: 'BANK-DEMO' });
    expect(localStorage.getItem('bank_auth_token')).toBe('bank-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a second bank-token failure after the re-exchange leaves banking instead of looping', async () => {
    const api = fakeApi((request) => (request.path === exchangePath ? exchanged : fail(401, 'INVALID_BANK_TOKEN')));
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(bankingEndpoints.listDeposits),
    ).rejects.toBeInstanceOf(ApiError);
    expect(api.count('POST', exchangePath)).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/banking/auth');
    expect(localStorage.getItem('bank_auth_code')).toBeNull();
  });

  it('without a banking code, clears the banking credentials and goes to /banking/auth', async () => {
    localStorage.removeItem('bank_auth_code');
    const api = fakeApi(() => fail(401, 'INVALID_BANK_TOKEN'));
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(bankingEndpoints.listDeposits),
    ).rejects.toBeInstanceOf(ApiError);
    expect(api.count('POST', exchangePath)).toBe(0);
    expect(localStorage.getItem('bank_auth_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/banking/auth');
  });

  it('a failed exchange clears the banking credentials and goes to /banking/auth', async () => {
    const api = fakeApi((request) =>
      request.path === exchangePath ? fail(400, 'INVALID_USERNAME_OR_PASSWORD') : fail(401, 'INVALID_BANK_TOKEN'),
    );
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(bankingEndpoints.listDeposits),
    ).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('bank_auth_code')).toBeNull();
    expect(localStorage.getItem('bank_auth_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/banking/auth');
  });

  it.each([
    [422, 'UNPROCESSABLE_ENTITY'],
    [500, 'UNAUTHORIZED_ACCESS_OR_OPERATION'],
    [400, 'INVALID_USERNAME_OR_PASSWORD'],
    [400, 'UNAUTHORIZED_ACCESS_OR_OPERATION'],
  ])('%i %s clears the banking token and code and goes to /banking/auth', async (status, message) => {
    const api = fakeApi(() => fail(status, message));
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(bankingEndpoints.listDeposits),
    ).rejects.toMatchObject({
      status,
    });
    expect(api.count('POST', exchangePath)).toBe(0);
    expect(localStorage.getItem('bank_auth_code')).toBeNull();
    expect(localStorage.getItem('bank_auth_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/banking/auth');
  });

  it('a 401 on a banking call goes through the banking rules, not the session refresh (SPEC §4, §8; issue 20)', async () => {
    const api = fakeApi((request) => {
      if (request.path === '/auth/refresh-tokens')
        return { status: 200, body: { success: true, info: { token: 'a2', refreshToken: 'r2' } } };
      return request.headers.authorization === 'Bearer a2' ? deposits : fail(401, 'TOKEN_EXPIRED');
    });
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(bankingEndpoints.listDeposits),
    ).rejects.toMatchObject({ status: 401, serverMessage: 'TOKEN_EXPIRED' });
    expect(api.count('PUT', '/auth/refresh-tokens')).toBe(0);
    expect(localStorage.getItem('token')).toBe('access');
    expect(localStorage.getItem('bank_auth_code')).toBe('BANK-DEMO');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [500, 'INTERNAL_SERVER_ERROR'],
    [401, 'TOKEN_EXPIRED'],
    [404, 'NOT_FOUND'],
  ])(
    'without a banking code, any failed banking call (%i %s) clears banking and goes to /banking/auth',
    async (status, message) => {
      localStorage.removeItem('bank_auth_code');
      const api = fakeApi(() => fail(status, message));
      await expect(
        createSessionClient({ baseUrls, fetch: api.fetch }).call(bankingEndpoints.listDeposits),
      ).rejects.toMatchObject({ status });
      expect(api.count('PUT', '/auth/refresh-tokens')).toBe(0);
      expect(localStorage.getItem('bank_auth_token')).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/banking/auth');
    },
  );
});
