import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import type { ServerConfig } from '../config.ts';
import { DomainError } from '../domain/errors.ts';

/** Who is calling: the user, session and device an access token names. */
export interface Caller {
  userId: number;
  sessionId: number;
  deviceId: string;
}

const issuer = 'daftar-mock-api';

/**
 * The HMAC key, imported once per secret: given a string, hono/jwt imports it again on every sign and verify,
 * which is most of the cost of an authenticated call.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** A signed JWT (HS256) naming the user, the session and the device; its lifetime comes from the config. */
export async function signAccessToken(config: ServerConfig, caller: Caller): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return sign(
    {
      iss: issuer,
      sub: String(caller.userId),
      sid: caller.sessionId,
      did: caller.deviceId,
      iat,
      exp: iat + config.accessTokenTtlSeconds(),
    },
    await keyFor(config.accessTokenSecret),
    'HS256',
  );
}

/** Checks signature, issuer and expiry; 401 TOKEN_EXPIRED tells the SPA a refresh will help. */
export async function verifyAccessToken(config: ServerConfig, token: string): Promise<Caller> {
  try {
    const claims = await verify(token, await keyFor(config.accessTokenSecret), { alg: 'HS256', iss: issuer });
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || typeof claims.sid !== 'number' || typeof claims.did !== 'string') {
      throw new DomainError('unauthenticated', 'INVALID_TOKEN');
    }
    return { userId, sessionId: claims.sid, deviceId: claims.did };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof JwtTokenExpired) throw new DomainError('unauthenticated', 'TOKEN_EXPIRED');
    throw new DomainError('unauthenticated', 'INVALID_TOKEN');
  }
}
