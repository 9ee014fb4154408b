import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bankTokenHeader, bankingEndpoints } from '@daftar/contracts/endpoints/banking';
import { bankingCodes, deposits } from '@daftar/db/schema/banking';
import { issueBankToken } from '../auth/bank-token.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';

/** The banking area: the code-for-token exchange (SPEC §7) and the calls that need the banking token. */
export function bankingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, bankingEndpoints.exchangeCode, (c, { body }) => {
    const { userId } = c.get('caller');
    const row = c
      .get('db')
      .select({ code: bankingCodes.code })
      .from(bankingCodes)
      .where(and(eq(bankingCodes.code, body.code), eq(bankingCodes.userId, userId)))
      .get();
    // Someone else's code is as unknown to this user as a made-up one (SPEC §8: the SPA leaves banking).
    if (!row) throw new HttpError(400, 'INVALID_USERNAME_OR_PASSWORD');
    c.header(bankTokenHeader, issueBankToken(c, userId, row.code));
    return { success: true as const, itemInfo: { result: true } };
  });

  mountEndpoint(app, bankingEndpoints.listDeposits, (c) => {
    const data = c
      .get('db')
      .select({
        id: deposits.id,
        number: deposits.number,
        iban: deposits.iban,
        title: deposits.title,
        balance: deposits.balance,
        currency: deposits.currency,
      })
      .from(deposits)
      .where(eq(deposits.userId, c.get('caller').userId))
      .orderBy(asc(deposits.id))
      .all();
    return { success: true as const, data };
  });

  return app;
}
