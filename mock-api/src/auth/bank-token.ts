import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { bankTokenHeader } from '@daftar/contracts/endpoints/banking';
import type { Queryable } from '@daftar/db/client';
import { bankingCodes, bankTokens } from '@daftar/db/schema/banking';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { isoIn, randomToken, sha256 } from './secrets.ts';

/** Issues a banking token for a code; the caller sends it back in the bank-token header. */
export function issueBankTokenFor(db: Queryable, ttlSeconds: number, userId: number, code: string): string {
  const token = randomToken();
  db.insert(bankTokens)
    .values({ tokenHash: sha256(token), userId, code, expiresAt: isoIn(ttlSeconds) })
    .run();
  return token;
}

export function issueBankToken(c: Context<AppEnv>, userId: number, code: string): string {
  return issueBankTokenFor(c.get('db'), c.get('config').bankTokenTtlSeconds, userId, code);
}

/**
 * A banking call needs a live banking token of the same user. The messages name the bank token, so the SPA
 * re-exchanges its banking code (SPEC §8); a suspended banking account answers 422, so the SPA leaves banking.
 */
export function checkBankToken(c: Context<AppEnv>, userId: number): void {
  const token = c.req.header(bankTokenHeader);
  if (!token) throw new HttpError(401, 'BANK_TOKEN_REQUIRED');
  const row = c
    .get('db')
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
  if (!row) throw new HttpError(401, 'INVALID_BANK_TOKEN');
  if (row.status === 'SUSPENDED') throw new HttpError(422, 'BANKING_ACCOUNT_SUSPENDED');
}
