import { desktopDeviceInfo } from '@daftar/contracts/examples/device-info';
import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';
import type { Db } from '@daftar/db/client';
import { signAccessToken } from '../../src/auth/access-token.ts';
import type { ServerConfig } from '../../src/config.ts';
import { openSession, upsertDevice } from '../../src/domain/sessions.ts';
import type { AppConfig } from '../../src/app.ts';
import { call } from './http.ts';
import type { TestApp } from './test-app.ts';

export function deviceInfo(overrides: Partial<DeviceInfo> = {}): DeviceInfo {
  return { ...desktopDeviceInfo, ...overrides };
}

export interface TestSession {
  userId: number;
  sessionId: number;
  deviceId: string;
  token: string;
  refreshToken: string;
  /** Authorization header for this session. */
  auth: { Authorization: string };
}

function serverConfig(config: AppConfig, ttl?: number): ServerConfig {
  return { ...config, accessTokenTtlSeconds: () => ttl ?? config.accessTokenTtlSeconds };
}

/** Signs a user in on a device without the e-mail round trip, as the sign-in handlers would. */
export async function signedIn(
  db: Db,
  config: AppConfig,
  userId: number,
  options: { deviceId?: string; ttlSeconds?: number } = {},
): Promise<TestSession> {
  const info = deviceInfo(options.deviceId ? { deviceId: options.deviceId } : {});
  upsertDevice(db, userId, info);
  const { sessionId, refreshToken } = openSession(db, userId, info.deviceId, config.refreshTokenTtlDays);
  const token = await signAccessToken(serverConfig(config, options.ttlSeconds), {
    userId,
    sessionId,
    deviceId: info.deviceId,
  });
  return {
    userId,
    sessionId,
    deviceId: info.deviceId,
    token,
    refreshToken,
    auth: { Authorization: `Bearer ${token}` },
  };
}

/** A token that expired a minute ago, signed with the right secret. */
export async function expiredToken(config: AppConfig, session: TestSession): Promise<{ Authorization: string }> {
  const { sign } = await import('hono/jwt');
  const iat = Math.floor(Date.now() / 1000) - 120;
  const token = await sign(
    {
      iss: 'daftar-mock-api',
      sub: String(session.userId),
      sid: session.sessionId,
      did: session.deviceId,
      iat,
      exp: iat + 60,
    },
    config.accessTokenSecret,
    'HS256',
  );
  return { Authorization: `Bearer ${token}` };
}

/** What a refresh answers: the new pair, or the refusal's message. */
export type RefreshAnswer = { info: { token: string; refreshToken: string }; message?: string };

/** PUT /auth/refresh-tokens as the SPA sends it for a device. */
export const refreshOn = (t: TestApp, refreshToken: string, deviceId: string) =>
  call<RefreshAnswer>(t.apps.main, 'PUT', '/auth/refresh-tokens', { body: { refreshToken, deviceId } });
