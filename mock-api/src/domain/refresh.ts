import { and, eq } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { devices } from '@daftar/db/schema/devices';
import { refreshTokens, sessions } from '@daftar/db/schema/sessions';
import { sha256 } from '../auth/secrets.ts';
import type { Caller } from '../auth/access-token.ts';
import { DomainError } from './errors.ts';
import { issueRefreshToken, revokeDeviceSessions } from './sessions.ts';

export type RefreshOutcome =
  | { kind: 'rotated'; caller: Caller; refreshToken: string }
  | { kind: 'refused'; code: 'INVALID_REFRESH_TOKEN' | 'REFRESH_TOKEN_EXPIRED' | 'SESSION_REVOKED' }
  | { kind: 'reused' };

/**
 * Rotates a refresh token in one transaction: the presented one is marked rotated and a new one issued. A token
 * that was already rotated is being replayed (stolen, or a stale copy): every session of that user's device is
 * revoked, so both the thief and the owner must sign in again. The token is bound to the deviceId it was issued for.
 */
function rotate(db: Db, presented: string, deviceId: string, ttlDays: number): RefreshOutcome {
  return db.transaction((tx) => {
    const row = tx
      .select({
        id: refreshTokens.id,
        rotatedAt: refreshTokens.rotatedAt,
        expiresAt: refreshTokens.expiresAt,
        sessionId: sessions.id,
        userId: sessions.userId,
        deviceId: sessions.deviceId,
        revokedAt: sessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .get();
    if (!row || row.deviceId !== deviceId) return { kind: 'refused', code: 'INVALID_REFRESH_TOKEN' };
    if (row.revokedAt) return { kind: 'refused', code: 'SESSION_REVOKED' };
    if (row.rotatedAt) {
      revokeDeviceSessions(tx, row.userId, row.deviceId, 'REFRESH_TOKEN_REUSED');
      return { kind: 'reused' };
    }
    const now = new Date().toISOString();
    if (row.expiresAt <= now) return { kind: 'refused', code: 'REFRESH_TOKEN_EXPIRED' };
    tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id)).run();
    tx.update(devices)
      .set({ lastSeenAt: now })
      .where(and(eq(devices.userId, row.userId), eq(devices.deviceId, row.deviceId)))
      .run();
    return {
      kind: 'rotated',
      caller: { userId: row.userId, sessionId: row.sessionId, deviceId: row.deviceId },
      refreshToken: issueRefreshToken(tx, row.sessionId, ttlDays),
    };
  });
}

/** The caller and the new refresh token; a refusal is 401 (the revocation of a reuse is committed first). */
export function rotateRefreshToken(
  db: Db,
  presented: string,
  deviceId: string,
  ttlDays: number,
): { caller: Caller; refreshToken: string } {
  const outcome = rotate(db, presented, deviceId, ttlDays);
  if (outcome.kind === 'reused') throw new DomainError('unauthenticated', 'REFRESH_TOKEN_REUSED');
  if (outcome.kind === 'refused') throw new DomainError('unauthenticated', outcome.code);
  return outcome;
}
