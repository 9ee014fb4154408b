import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { authEndpoints } from '@daftar/contracts/endpoints/auth';
import { signAccessToken } from '../auth/access-token.ts';
import { verifyGoogleCredential } from '../auth/google-credential.ts';
import { refreshWithGrace } from '../auth/refresh-grace.ts';
import { answerChallenge } from '../domain/challenges.ts';
import { rotateRefreshToken } from '../domain/refresh.ts';
import { revokeSession } from '../domain/sessions.ts';
import { requestEmailCode, signIn } from '../domain/sign-in.ts';
import type { AppEnv } from '../http/app-env.ts';
import { limitCodeRequests } from '../http/rate-limit.ts';
import { mountEndpoint } from '../http/mount.ts';
import { issueXsrfCookie, xsrfCookie } from '../middleware/xsrf.ts';

/** Sign-in by e-mail code or Google, token refresh, sign-out, and the XSRF cookie. */
export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, authEndpoints.requestEmailCode, (c, { body }) => {
    limitCodeRequests(c, body.email);
    const config = c.get('config');
    const delivery = { validMinutes: config.codeValidMinutes, print: config.printOutbox };
    return { success: true as const, itemInfo: requestEmailCode(c.get('db'), body.email, delivery) };
  });

  mountEndpoint(app, authEndpoints.verifyEmailCode, async (c, { body }) => {
    const db = c.get('db');
    answerChallenge(db, {
      purpose: 'EMAIL_SIGN_IN',
      publicId: body.verificationCode,
      target: body.email,
      code: body.code,
    });
    return { success: true as const, info: await signIn(db, c.get('config'), body.email, body.deviceInfo) };
  });

  mountEndpoint(app, authEndpoints.signInWithGoogle, async (c, { body }) => {
    const config = c.get('config');
    const identity = await verifyGoogleCredential(config, body.credential);
    return {
      success: true as const,
      info: await signIn(c.get('db'), config, identity.email, body.deviceInfo, identity),
    };
  });

  mountEndpoint(app, authEndpoints.refresh, async (c, { body }) => {
    const config = c.get('config');
    const info = await refreshWithGrace(config, body.refreshToken, body.deviceId, async () => {
      const rotated = rotateRefreshToken(c.get('db'), body.refreshToken, body.deviceId, config.refreshTokenTtlDays);
      return { token: await signAccessToken(config, rotated.caller), refreshToken: rotated.refreshToken };
    });
    return { success: true as const, info };
  });

  mountEndpoint(app, authEndpoints.signOut, (c) => {
    revokeSession(c.get('db'), c.get('caller').sessionId, 'SIGNED_OUT');
    return { success: true as const };
  });

  mountEndpoint(app, authEndpoints.getXsrfToken, (c) => ({
    success: true as const,
    itemInfo: { token: getCookie(c, xsrfCookie) ?? c.get('xsrfToken') ?? issueXsrfCookie(c) },
  }));

  return app;
}
