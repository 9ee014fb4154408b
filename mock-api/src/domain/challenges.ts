import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { type ChallengeRow, challenges } from '@daftar/db/schema/challenges';
import { DomainError } from './errors.ts';
import { isoIn, randomToken, sha256, sixDigitCode } from '../auth/secrets.ts';

/** Wrong answers a code survives; after these a new code is needed. */
export const maxWrongAttempts = 5;

type Purpose = ChallengeRow['purpose'];

/** The code is hashed with the challenge's public id, so equal codes of two challenges hash differently. */
export const codeHash = (publicId: string, code: string) => sha256(`${publicId}:${code}`);

/**
 * Codes of one target that stay valid at once. A new request closes only older ones beyond these, so asking again
 * (or someone else asking for your e-mail) does not void the code you are about to type; the request rate limit
 * bounds how many codes can be open to guess.
 */
export const openCodesPerTarget = 3;

/** Opens a challenge (the oldest open ones for the same target beyond the last few stop working). */
export function openChallenge(
  db: Queryable,
  input: { purpose: Purpose; target: string; userId?: number; validMinutes: number },
): { publicId: string; code: string } {
  const now = new Date().toISOString();
  const older = db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(eq(challenges.purpose, input.purpose), eq(challenges.target, input.target), isNull(challenges.consumedAt)),
    )
    .orderBy(desc(challenges.id))
    .all()
    .slice(openCodesPerTarget - 1)
    .map((row) => row.id);
  if (older.length > 0) db.update(challenges).set({ consumedAt: now }).where(inArray(challenges.id, older)).run();
  const publicId = randomToken(18);
  const code = sixDigitCode();
  db.insert(challenges)
    .values({
      publicId,
      purpose: input.purpose,
      target: input.target,
      userId: input.userId ?? null,
      codeHash: codeHash(publicId, code),
      expiresAt: isoIn(input.validMinutes * 60),
    })
    .run();
  return { publicId, code };
}

/**
 * Checks an answer and consumes the challenge when right. A wrong answer is counted (and stays counted: the
 * count is written before the error is thrown, outside any caller's transaction), so the caller must not wrap
 * this in a transaction it rolls back on error. The sixth try is refused even with the right code.
 */
export function answerChallenge(
  db: Db,
  input: { purpose: Purpose; publicId: string; target: string; code: string; userId?: number },
): void {
  const row = db.select().from(challenges).where(eq(challenges.publicId, input.publicId)).get();
  const mine =
    row && row.purpose === input.purpose && row.target === input.target && (input.userId ?? null) === row.userId;
  if (!row || !mine || row.consumedAt) throw new DomainError('invalid', 'VERIFICATION_NOT_FOUND');
  if (row.attempts >= maxWrongAttempts) throw new DomainError('too-many', 'TOO_MANY_ATTEMPTS');
  if (row.expiresAt <= new Date().toISOString()) throw new DomainError('invalid', 'CODE_EXPIRED');
  if (row.codeHash !== codeHash(row.publicId, input.code)) {
    db.update(challenges)
      .set({ attempts: row.attempts + 1 })
      .where(eq(challenges.id, row.id))
      .run();
    if (row.attempts + 1 >= maxWrongAttempts) throw new DomainError('too-many', 'TOO_MANY_ATTEMPTS');
    throw new DomainError('invalid', 'INVALID_CODE');
  }
  db.update(challenges).set({ consumedAt: new Date().toISOString() }).where(eq(challenges.id, row.id)).run();
}
