import { eq } from 'drizzle-orm';
import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';
import type { TokenPair } from '@daftar/contracts/endpoints/auth';
import type { Db, Queryable } from '@daftar/db/client';
import { users } from '@daftar/db/schema/users';
import { signAccessToken } from '../auth/access-token.ts';
import type { ServerConfig } from '../config.ts';
import { openChallenge } from './challenges.ts';
import { type CodeDelivery, deliver } from './outbox.ts';
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
  db: Db,
  config: ServerConfig,
  email: string,
  deviceInfo: DeviceInfo,
  names?: { firstName?: string | null; lastName?: string | null },
): Promise<TokenPair> {
  const { userId, sessionId, refreshToken } = db.transaction((tx) => {
    const id = findOrCreateUser(tx, email, names);
    upsertDevice(tx, id, deviceInfo);
    return { userId: id, ...openSession(tx, id, deviceInfo.deviceId, config.refreshTokenTtlDays) };
  });
  const token = await signAccessToken(config, { userId, sessionId, deviceId: deviceInfo.deviceId });
  return { token, refreshToken };
}

/** Opens a sign-in code for the e-mail and sends it (offline: the outbox); `fellow` tells a known address. */
export function requestEmailCode(db: Db, email: string, delivery: CodeDelivery) {
  return db.transaction((tx) => {
    const fellow = tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get() !== undefined;
    const { publicId, code } = openChallenge(tx, {
      purpose: 'EMAIL_SIGN_IN',
      target: email,
      validMinutes: delivery.validMinutes,
    });
    deliver(
      tx,
      {
        channel: 'email',
        to: email,
        subject: 'کد ورود به دفتر — Your Daftar sign-in code',
        body: `کد ورود شما: ${code}\nYour sign-in code: ${code}\nValid for ${delivery.validMinutes} minutes.`,
        code,
      },
      delivery.print,
    );
    return { email, verificationCode: publicId, fellow, validInMinute: delivery.validMinutes };
  });
}
