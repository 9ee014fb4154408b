/** Signs the seeded user in through the API itself, as the SPA would, and returns an access token. */
export async function signInSeededUser(apiUrl: string, email: string): Promise<string> {
  const xsrfAnswer = await fetch(`${apiUrl}/api/v1/auth/xsrf`);
  const { itemInfo } = (await xsrfAnswer.json()) as { itemInfo: { token: string } };
  const unsafe = {
    'Content-Type': 'application/json',
    Cookie: `XSRF-TOKEN=${itemInfo.token}`,
    'X-XSRF-TOKEN': itemInfo.token,
  };
  const requested = await fetch(`${apiUrl}/api/v1/auth/email/request-code`, {
    method: 'POST',
    headers: unsafe,
    body: JSON.stringify({ email }),
  });
  const state = ((await requested.json()) as { itemInfo: { verificationCode: string } }).itemInfo;
  const outbox = await fetch(`${apiUrl}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = ((await outbox.json()) as { data: { code: string }[] }).data[0]?.code;
  const verified = await fetch(`${apiUrl}/api/v1/auth/email/verify`, {
    method: 'POST',
    headers: unsafe,
    body: JSON.stringify({
      email,
      verificationCode: state.verificationCode,
      code,
      deviceInfo: {
        deviceId: 'bench-device-0001',
        appVersion: 'v2.0.0',
        deviceBrand: 'bench',
        deviceLocale: 'fa-IR',
        deviceTimezone: 'Asia/Tehran',
        deviceType: 'DESKTOP',
        deviceModel: null,
        operatingSystemVersion: process.version,
        deviceName: 'pnpm bench',
        osName: 'WEB',
        deviceManufacturer: null,
        isDevice: false,
        pushNotificationToken: null,
        deviceYearClass: null,
      },
    }),
  });
  if (!verified.ok) throw new Error(`bench: sign-in failed with ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { info: { token: string } }).info.token;
}
