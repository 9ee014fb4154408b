import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';
import type { TokenPair } from '@daftar/contracts/endpoints/auth';
import type { Queryable } from '@daftar/db/client';
import { users } from '@daftar/db/schema/users';
import { signAccessToken } from '../auth/access-token.ts';
import type { AppEnv } from '../http/app-env.ts';
import { openSession, upsertDevice } from './sessions.ts';

/** The user with this e-mail, created at first sign-in (Persian, right-to-left, as SPEC §1 defaults). */
export function findOrCreateUser(
  db: Queryable,
  email: string,
  names: { firstName?: string | null; lastName?: string | null } = {},
): number {
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (existing) return existing.id;
  return db
    .insert(users)
    .values({ email, firstName: names.firstName ?? null, lastName: names.lastName ?? null })
    .returning({ id: users.id })
    .get().id;
}

/** Registers the device and opens a session in one transaction, then signs the first access token. */
export async function signIn(
  c: Context<AppEnv>,
  email: string,
  deviceInfo: DeviceInfo,
  names?: { firstName?: string | null; lastName?: string | null },
): Promise<TokenPair> {
  const config = c.get('config');
  const { userId, sessionId, refreshToken } = c.get('db').transaction((tx) => {
    const id = findOrCreateUser(tx, email, names);
    upsertDevice(tx, id, deviceInfo);
    return { userId: id, ...openSession(tx, id, deviceInfo.deviceId, config.refreshTokenTtlDays) };
  });
  const token = await signAccessToken(config, { userId, sessionId, deviceId: deviceInfo.deviceId });
  return { token, refreshToken };
}
