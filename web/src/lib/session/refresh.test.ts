import { userEndpoints } from '@daftar/contracts/endpoints/users';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionNavigator } from './navigation.ts';
import { createSessionClient } from './session-client.ts';
import { baseUrls, fail, fakeApi, profileBody } from './testing/fake-api.ts';

const refreshPath = '/auth/refresh-tokens';

describe('401 → single-flight refresh (SPEC §4)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads this cookie, as the API would set it
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    setSessionNavigator(navigate);
    localStorage.setItem('token', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
  });

  it('refreshes exactly once for N parallel 401s, then repeats every call with the new token', async () => {
    const api = fakeApi((request) => {
      if (request.path === refreshPath)
        return { status: 200, body: { success: true, info: { token: 'new-access', refreshToken: 'new-refresh' } } };
      return request.headers.authorization === 'Bearer new-access'
        ? { status: 200, body: profileBody }
        : fail(401, 'TOKEN_EXPIRED');
    });
    const client = createSessionClient({ baseUrls, fetch: api.fetch });
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.call(userEndpoints.getProfile)));
    expect(answers.every((answer) => answer.companies[0]?.companyId === 7)).toBe(true);
    expect(api.count('PUT', refreshPath)).toBe(1);
    expect(api.count('GET', '/api/v1/users/profile')).toBe(12);
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('sends the refresh token, the deviceId and the XSRF header with the refresh call', async () => {
    const api = fakeApi((request) =>
      request.path === refreshPath
        ? { status: 200, body: { success: true, info: { token: 'a2', refreshToken: 'r2' } } }
        : request.headers.authorization === 'Bearer a2'
          ? { status: 200, body: profileBody }
          : fail(401, 'TOKEN_EXPIRED'),
    );
    await createSessionClient({ baseUrls, fetch: api.fetch }).call(userEndpoints.getProfile);
    const refresh = api.requests.find((request) => request.path === refreshPath);
    expect(refresh?.body).toMatchObject({ refreshToken: 'old-refresh', deviceId: expect.any(String) });
    expect(refresh?.headers['x-xsrf-token']).toBe('xsrf-1');
  });

  it('a failed refresh clears the refresh token and goes to /login, without a second refresh', async () => {
    const api = fakeApi((request) =>
      request.path === refreshPath ? fail(401, 'INVALID_REFRESH_TOKEN') : fail(401, 'TOKEN_EXPIRED'),
    );
    const client = createSessionClient({ baseUrls, fetch: api.fetch });
    const results = await Promise.allSettled([
      client.call(userEndpoints.getProfile),
      client.call(userEndpoints.getProfile),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(api.count('PUT', refreshPath)).toBe(1);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('without a refresh token no refresh is tried and the user goes to /login', async () => {
    localStorage.removeItem('refreshToken');
    const api = fakeApi(() => fail(401, 'TOKEN_EXPIRED'));
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(userEndpoints.getProfile),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(api.count('PUT', refreshPath)).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a 401 after a successful refresh is passed on, not refreshed again', async () => {
    const api = fakeApi((request) =>
      request.path === refreshPath
        ? { status: 200, body: { success: true, info: { token: 'a2', refreshToken: 'r2' } } }
        : fail(401, 'SESSION_REVOKED'),
    );
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(userEndpoints.getProfile),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(api.count('PUT', refreshPath)).toBe(1);
  });

  it('passes other errors on untouched', async () => {
    const api = fakeApi(() => fail(404, 'NOT_FOUND'));
    await expect(
      createSessionClient({ baseUrls, fetch: api.fetch }).call(userEndpoints.getProfile),
    ).rejects.toMatchObject({
      status: 404,
      serverMessage: 'NOT_FOUND',
    });
    expect(api.count('PUT', refreshPath)).toBe(0);
  });
});
