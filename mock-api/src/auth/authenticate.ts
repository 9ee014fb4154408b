import type { Context } from 'hono';
import type { Auth } from '@daftar/contracts/endpoint';
import { bankTokenHeader } from '@daftar/contracts/endpoints/banking';
import { checkBankToken } from '../domain/banking/bank-tokens.ts';
import { isLiveSession } from '../domain/sessions.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { verifyAccessToken } from './access-token.ts';

/**
 * The check an endpoint's `auth` asks for: a valid access token of a live session (revoking a session stops its
 * access tokens at once, not when they expire), and for banking calls also a valid bank-token header.
 */
export async function authenticate(c: Context<AppEnv>, auth: Auth): Promise<void> {
  if (auth === 'none') return;
  // The company-role middleware has already checked this call's API key (company-scoped calls only).
  if (auth === 'user' && c.get('apiKeyId') !== undefined) return;
  const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new HttpError(401, 'UNAUTHORIZED');
  const caller = await verifyAccessToken(c.get('config'), token);
  if (!isLiveSession(c.get('db'), caller.userId, caller.sessionId)) throw new HttpError(401, 'SESSION_REVOKED');
  c.set('caller', caller);
  if (auth !== 'bank') return;
  const bankToken = c.req.header(bankTokenHeader);
  if (!bankToken) throw new HttpError(401, 'BANK_TOKEN_REQUIRED');
  checkBankToken(c.get('db'), bankToken, caller.userId);
}
