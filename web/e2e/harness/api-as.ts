import { authEndpoints } from '@daftar/contracts/endpoints/auth';
import { devEndpoints } from '@daftar/contracts/endpoints/dev';
import { userEndpoints } from '@daftar/contracts/endpoints/users';
import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';

import { createHttpClient, type HttpClient } from '../../src/lib/api/http-client.ts';
import { stack } from './stack.ts';

/** The device a test's arranging calls sign in from: not a browser, so it never is the page's own device. */
const harnessDevice: DeviceInfo = {
  deviceId: 'e2e-harness-arranging',
  appVersion: 'e2e',
  deviceBrand: 'Node',
  deviceLocale: 'en-US',
  deviceTimezone: 'Asia/Tehran',
  deviceType: 'DESKTOP',
  deviceModel: null,
  operatingSystemVersion: 'e2e',
  deviceName: 'e2e harness',
  osName: 'WEB',
  deviceManufacturer: null,
  isDevice: false,
  pushNotificationToken: null,
  deviceYearClass: null,
};

/** Node's fetch keeps no cookies; the API's XSRF check compares its cookie with the header, so keep them here. */
function fetchKeepingCookies(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return response;
  };
}

/** Both hosts of a mock API: the worker's stack by default, or another (a real API behind a proxy, issue 29). */
export type ApiUrls = { main: string; pay: string };
const stackApi = (): ApiUrls => ({ main: stack().apiUrl, pay: stack().payApiUrl });

/**
 * The newest code the mock API "sent" to an e-mail or mobile (the development outbox). Only tests and the bench read
 * the outbox, so it has no client function in the SPA and no pact: the contract's schema checks the answer here.
 */
export async function outboxCode(to: string, apiUrls: ApiUrls = stackApi()): Promise<string> {
  const client = createHttpClient({ baseUrls: apiUrls });
  const code = (await client.call(devEndpoints.listOutbox, { query: { to } })).data[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** What the SPA keeps in local storage after signing in on a device: the token pair and that device's description. */
export interface StoredSession {
  token: string;
  refreshToken: string;
  deviceInfo: DeviceInfo;
  /** The language the user's profile keeps, which the SPA applies once it has the profile. */
  language: 'fa' | 'en';
}

/**
 * A session for `email` on a device of its own, signed in through the API as the screens would: the e-mail code from
 * the development outbox, then verification with the device's description (a refresh must name the same device).
 */
export async function sessionFor(
  email: string,
  deviceId: string,
  apiUrls: ApiUrls = stackApi(),
): Promise<StoredSession> {
  const client = createHttpClient({ baseUrls: apiUrls, fetch: fetchKeepingCookies() });
  const deviceInfo: DeviceInfo = { ...harnessDevice, deviceId, deviceBrand: 'Chrome', deviceName: `e2e ${deviceId}` };
  const { itemInfo } = await client.call(authEndpoints.requestEmailCode, { body: { email } });
  const code = await outboxCode(email, apiUrls);
  const { info } = await client.call(authEndpoints.verifyEmailCode, {
    body: { email, verificationCode: itemInfo.verificationCode, code, deviceInfo },
  });
  const signedInClient = createHttpClient({
    baseUrls: apiUrls,
    credentials: { accessToken: () => info.token, bankToken: () => null },
  });
  const profile = await signedInClient.call(userEndpoints.getProfile);
  return { token: info.token, refreshToken: info.refreshToken, deviceInfo, language: profile.preferences.lang };
}

/**
 * The API as `email` calls it, signed in with the e-mail code from the development outbox: tests arrange and look
 * up data the way the SPA would, never by writing into the database behind the server's back.
 */
export async function apiAs(email: string): Promise<HttpClient> {
  let accessToken: string | null = null;
  const client = createHttpClient({
    baseUrls: { main: stack().apiUrl, pay: stack().payApiUrl },
    fetch: fetchKeepingCookies(),
    credentials: { accessToken: () => accessToken, bankToken: () => null },
  });
  const { itemInfo } = await client.call(authEndpoints.requestEmailCode, { body: { email } });
  const code = await outboxCode(email);
  const { info } = await client.call(authEndpoints.verifyEmailCode, {
    body: { email, verificationCode: itemInfo.verificationCode, code, deviceInfo: harnessDevice },
  });
  accessToken = info.token;
  return client;
}
