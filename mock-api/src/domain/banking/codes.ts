import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { bankingCodes } from '@daftar/db/schema/banking';
import { DomainError } from '../errors.ts';

/** The user's own banking code; someone else's is as unknown as a made-up one (SPEC §8: the SPA leaves banking). */
export function getBankingCode(db: Queryable, userId: number, code: string): string {
  const row = db
    .select({ code: bankingCodes.code })
    .from(bankingCodes)
    .where(and(eq(bankingCodes.code, code), eq(bankingCodes.userId, userId)))
    .get();
  if (!row) throw new DomainError('invalid', 'INVALID_USERNAME_OR_PASSWORD');
  return row.code;
}
