/**
 * A session for `pnpm lighthouse --signed-in`, made through the mock API as the sign-in screens make it (the e-mail
 * code from the development outbox, the XSRF double submit), with plain fetch: the audit runs outside the e2e stack.
 */

/** The seeded administrator: Persian, the owner of «بازرگانی آرمان» (README, "Seeded data"). */
export const signedInEmail = 'admin@daftar.local';

const device = {
  deviceId: 'lighthouse',
  appVersion: 'lighthouse',
  deviceBrand: 'Chrome',
  deviceLocale: 'fa-IR',
  deviceTimezone: 'Asia/Tehran',
  deviceType: 'DESKTOP',
  deviceModel: null,
  operatingSystemVersion: 'lighthouse',
  deviceName: 'pnpm lighthouse',
  osName: 'WEB',
  deviceManufacturer: null,
  isDevice: false,
  pushNotificationToken: null,
  deviceYearClass: null,
};

/** What the SPA keeps in local storage once signed in, and the first company's newest voucher. */
export interface StoredSignIn {
  storage: Record<string, string>;
  voucherId: number;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function signInThroughApi(apiUrl: string): Promise<StoredSignIn> {
  const xsrf = await json(await fetch(`${apiUrl}/api/v1/auth/xsrf`));
  const token = (xsrf.itemInfo as { token: string }).token;
  const headers = { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` };
  const post = async (path: string, body: object) =>
    json(await fetch(`${apiUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
  const requested = await post('/api/v1/auth/email/request-code', { email: signedInEmail });
  const outbox = await json(await fetch(`${apiUrl}/api/v1/dev/outbox?to=${encodeURIComponent(signedInEmail)}`));
  const code = (outbox.data as { code: string }[])[0]?.code;
  const verified = await post('/api/v1/auth/email/verify', {
    email: signedInEmail,
    verificationCode: (requested.itemInfo as { verificationCode: string }).verificationCode,
    code,
    deviceInfo: device,
  });
  const tokens = verified.info as { token: string; refreshToken: string };
  const signedIn = { authorization: `Bearer ${tokens.token}` };
  const profile = await json(await fetch(`${apiUrl}/api/v1/users/profile`, { headers: signedIn }));
  const companyId = (profile.companies as { companyId: number }[])[0]?.companyId;
  const vouchers = await json(
    await fetch(`${apiUrl}/api/v1/companies/${companyId}/accounting/vouchers?page=1&pageSize=1`, { headers: signedIn }),
  );
  const voucherId = (vouchers.data as { id: number }[])[0]?.id;
  if (companyId === undefined || voucherId === undefined) throw new Error(`${signedInEmail} has no company voucher`);
  return {
    storage: {
      token: tokens.token,
      refreshToken: tokens.refreshToken,
      deviceInfo: JSON.stringify(device),
      lang: (profile.preferences as { lang: string }).lang,
    },
    voucherId,
  };
}
