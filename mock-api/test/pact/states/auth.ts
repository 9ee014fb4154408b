import { challenges } from '@daftar/db/schema/challenges';
import { refreshTokens } from '@daftar/db/schema/sessions';
import { mintDevCredential } from '../../../src/auth/google-credential.ts';
import { isoIn, sha256 } from '../../../src/auth/secrets.ts';
import { codeHash } from '../../../src/domain/challenges.ts';
import { insertUser } from '../../support/factories.ts';
import { type StateSetup, signInAs, signInExpired, stringParam } from './context.ts';

/** Sign-in, refresh and sign-out. */
export const authStates: Record<string, StateSetup> = {
  'a user is signed in': async (context) => {
    await signInAs(context, 'USER');
  },
  'an administrator is signed in': async (context) => {
    await signInAs(context, 'ADMIN');
  },
  'the access token has expired': signInExpired,

  'user@daftar.local has an account': ({ db }) => {
    insertUser(db, { email: 'user@daftar.local' });
  },

  /** A challenge whose public id and code the consumer knows (params: email, verificationCode, code). */
  'a sign-in code was e-mailed': ({ db, config }, params) => {
    const publicId = stringParam(params, 'verificationCode', 'pact-verification-code');
    db.insert(challenges)
      .values({
        publicId,
        purpose: 'EMAIL_SIGN_IN',
        target: stringParam(params, 'email', 'user@daftar.local'),
        codeHash: codeHash(publicId, stringParam(params, 'code', '123456')),
        expiresAt: isoIn(config.codeValidMinutes * 60),
      })
      .run();
  },

  /** Answers { credential } for fromProviderState: a fresh development Google credential. */
  'a development Google credential exists': async ({ config }, params) => ({
    credential: await mintDevCredential(
      { ...config, accessTokenTtlSeconds: () => config.accessTokenTtlSeconds },
      stringParam(params, 'email', 'user@daftar.local'),
      'Reza Karimi',
    ),
  }),

  /** A live session on a device whose refresh token the consumer knows (params: refreshToken, deviceId). */
  'a session with a known refresh token': async (context, params) => {
    const session = await signInAs(context, 'USER', { deviceId: stringParam(params, 'deviceId', 'pact-device-0001') });
    context.db
      .insert(refreshTokens)
      .values({
        sessionId: session.sessionId,
        tokenHash: sha256(stringParam(params, 'refreshToken', 'pact-refresh-token')),
        expiresAt: isoIn(86_400),
      })
      .run();
  },
};
