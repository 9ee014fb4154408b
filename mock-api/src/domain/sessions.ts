import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { devices } from '@daftar/db/schema/devices';
import { refreshTokens, sessions } from '@daftar/db/schema/sessions';
import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';
import { isoIn, randomToken, sha256 } from '../auth/secrets.ts';
import { perDb } from './per-db.ts';

export type RevokeReason = 'SIGNED_OUT' | 'DEVICE_REVOKED' | 'REFRESH_TOKEN_REUSED';

/** Records the device as the client describes it (one row per user and deviceId) and marks it seen and active. */
export function upsertDevice(db: Queryable, userId: number, info: DeviceInfo): void {
  const now = new Date().toISOString();
  db.insert(devices)
    .values({ ...info, userId, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceId],
      set: { ...info, lastSeenAt: now, revokedAt: null },
    })
    .run();
}

/** A new refresh token for a session; only its hash is stored. */
export function issueRefreshToken(db: Queryable, sessionId: number, ttlDays: number): string {
  const token = randomToken();
  db.insert(refreshTokens)
    .values({ sessionId, tokenHash: sha256(token), expiresAt: isoIn(ttlDays * 86_400) })
    .run();
  return token;
}

/** Opens a session for the device and returns its id and first refresh token. */
export function openSession(
  db: Queryable,
  userId: number,
  deviceId: string,
  ttlDays: number,
): { sessionId: number; refreshToken: string } {
  const session = db.insert(sessions).values({ userId, deviceId }).returning({ id: sessions.id }).get();
  return { sessionId: session.id, refreshToken: issueRefreshToken(db, session.id, ttlDays) };
}

export function revokeSession(db: Queryable, sessionId: number, reason: RevokeReason): void {
  db.update(sessions)
    .set({ revokedAt: new Date().toISOString(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .run();
}

/** Ends every live session of the user on that device; its refresh and access tokens stop working. */
export function revokeDeviceSessions(db: Queryable, userId: number, deviceId: string, reason: RevokeReason): void {
  const now = new Date().toISOString();
  db.update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)))
    .run();
  db.update(devices)
    .set({ revokedAt: now })
    .where(and(eq(devices.userId, userId), eq(devices.deviceId, deviceId)))
    .run();
}

const liveSession = perDb((db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare(),
);

/** The session is the user's and not revoked: revoking a session stops its access tokens at once. */
export function isLiveSession(db: Db, userId: number, sessionId: number): boolean {
  return liveSession(db).get({ sessionId, userId }) !== undefined;
}
