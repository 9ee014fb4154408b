import { Hono } from 'hono';
import { bankTokenHeader, bankingEndpoints } from '@daftar/contracts/endpoints/banking';
import { issueBankToken } from '../auth/bank-token.ts';
import { getBankingCode, listDeposits } from '../domain/banking.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

/** The banking area: the code-for-token exchange (SPEC §7) and the calls that need the banking token. */
export function bankingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, bankingEndpoints.exchangeCode, (c, { body }) => {
    const { userId } = c.get('caller');
    const code = getBankingCode(c.get('db'), userId, body.code);
    c.header(bankTokenHeader, issueBankToken(c, userId, code));
    return { success: true as const, itemInfo: { result: true } };
  });

  mountEndpoint(app, bankingEndpoints.listDeposits, (c) => ({
    success: true as const,
    data: listDeposits(c.get('db'), c.get('caller').userId),
  }));

  return app;
}
