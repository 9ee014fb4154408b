import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { bankingCodes, bankTokens } from '@daftar/db/schema/banking';
import { isoIn, randomToken, sha256 } from '../../auth/secrets.ts';
import { DomainError } from '../errors.ts';

/** Issues a banking token for a code; the caller sends it back in the bank-token header. */
export function issueBankTokenFor(db: Queryable, ttlSeconds: number, userId: number, code: string): string {
  const token = randomToken();
  db.insert(bankTokens)
    .values({ tokenHash: sha256(token), userId, code, expiresAt: isoIn(ttlSeconds) })
    .run();
  return token;
}

/**
 * A banking call needs a live banking token of the same user. The codes name the bank token, so the SPA
 * re-exchanges its banking code (SPEC §8); a suspended banking account is unprocessable, so the SPA leaves banking.
 */
export function checkBankToken(db: Queryable, token: string, userId: number): void {
  const row = db
    .select({ status: bankingCodes.status })
    .from(bankTokens)
    .innerJoin(bankingCodes, eq(bankingCodes.code, bankTokens.code))
    .where(
      and(
        eq(bankTokens.tokenHash, sha256(token)),
        eq(bankTokens.userId, userId),
        gt(bankTokens.expiresAt, new Date().toISOString()),
      ),
    )
    .get();
  if (!row) throw new DomainError('unauthenticated', 'INVALID_BANK_TOKEN');
  if (row.status === 'SUSPENDED') throw new DomainError('unprocessable', 'BANKING_ACCOUNT_SUSPENDED');
}
