import { decode, sign, verify, verifyWithJwks } from 'hono/jwt';
import type { JWTPayload } from 'hono/utils/jwt/types';
import { devGoogleAudience, devGoogleIssuer, type ServerConfig } from '../config.ts';
import { DomainError } from '../domain/errors.ts';

const googleJwks = 'https://www.googleapis.com/oauth2/v3/certs';
const googleIssuer = /^(https:\/\/)?accounts\.google\.com$/;

export interface GoogleIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Mints the development stand-in for a Google ID token (POST /api/v1/dev/google-credential). */
export function mintDevCredential(config: ServerConfig, email: string, name?: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const [givenName, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return sign(
    {
      iss: devGoogleIssuer,
      aud: devGoogleAudience,
      sub: `dev-${email}`,
      email,
      email_verified: true,
      ...(givenName ? { given_name: givenName } : {}),
      ...(rest.length > 0 ? { family_name: rest.join(' ') } : {}),
      iat,
      exp: iat + 600,
    },
    config.devGoogleSecret,
    'HS256',
  );
}

function identityFrom(claims: JWTPayload): GoogleIdentity {
  if (typeof claims.email !== 'string' || claims.email_verified !== true) {
    throw new DomainError('unauthenticated', 'GOOGLE_EMAIL_NOT_VERIFIED');
  }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { email: claims.email.toLowerCase(), firstName: text(claims.given_name), lastName: text(claims.family_name) };
}

function issuerOf(credential: string): unknown {
  try {
    return decode(credential).payload.iss;
  } catch {
    throw new DomainError('unauthenticated', 'INVALID_GOOGLE_CREDENTIAL');
  }
}

/**
 * A Google ID token is verified against Google's published keys, for our client id, only when GOOGLE_CLIENT_ID is
 * set. A development credential (our own issuer, HMAC-signed) is accepted only while development endpoints are on.
 */
export async function verifyGoogleCredential(config: ServerConfig, credential: string): Promise<GoogleIdentity> {
  const issuer = issuerOf(credential);
  try {
    if (issuer === devGoogleIssuer && config.devEndpoints) {
      return identityFrom(
        await verify(credential, config.devGoogleSecret, {
          alg: 'HS256',
          iss: devGoogleIssuer,
          aud: devGoogleAudience,
        }),
      );
    }
    if (typeof issuer === 'string' && googleIssuer.test(issuer) && config.googleClientId) {
      const claims = await verifyWithJwks(credential, {
        jwks_uri: googleJwks,
        allowedAlgorithms: ['RS256'],
        verification: { iss: googleIssuer, aud: config.googleClientId },
      });
      return identityFrom(claims);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
  }
  throw new DomainError('unauthenticated', 'INVALID_GOOGLE_CREDENTIAL');
}
