import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Auth } from '@daftar/contracts/endpoint';
import { sessions } from '@daftar/db/schema/sessions';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { perDb } from '../http/per-db.ts';
import { verifyAccessToken } from './access-token.ts';
import { checkBankToken } from './bank-token.ts';

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
  const live = liveSession(c.get('db')).get({ sessionId: caller.sessionId, userId: caller.userId });
  if (!live) throw new HttpError(401, 'SESSION_REVOKED');
  c.set('caller', caller);
  if (auth === 'bank') checkBankToken(c, caller.userId);
}
