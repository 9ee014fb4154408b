import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { authEndpoints } from '@daftar/contracts/endpoints/auth';
import { users } from '@daftar/db/schema/users';
import { signAccessToken } from '../auth/access-token.ts';
import { verifyGoogleCredential } from '../auth/google-credential.ts';
import { answerChallenge, openChallenge } from '../domain/challenges.ts';
import { deliver } from '../domain/outbox.ts';
import { rotateRefreshToken } from '../domain/refresh.ts';
import { revokeSession } from '../domain/sessions.ts';
import { signIn } from '../domain/sign-in.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { issueXsrfCookie, xsrfCookie } from '../middleware/xsrf.ts';

/** Sign-in by e-mail code or Google, token refresh, sign-out, and the XSRF cookie. */
export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, authEndpoints.requestEmailCode, (c, { body }) => {
    const db = c.get('db');
    const config = c.get('config');
    const itemInfo = db.transaction((tx) => {
      const fellow = tx.select({ id: users.id }).from(users).where(eq(users.email, body.email)).get() !== undefined;
      const { publicId, code } = openChallenge(tx, {
        purpose: 'EMAIL_SIGN_IN',
        target: body.email,
        validMinutes: config.codeValidMinutes,
      });
      deliver(
        tx,
        {
          channel: 'email',
          to: body.email,
          subject: 'کد ورود به دفتر — Your Daftar sign-in code',
          body: `کد ورود شما: ${code}\nYour sign-in code: ${code}\nValid for ${config.codeValidMinutes} minutes.`,
          code,
        },
        config.printOutbox,
      );
      return { email: body.email, verificationCode: publicId, fellow, validInMinute: config.codeValidMinutes };
    });
    return { success: true as const, itemInfo };
  });

  mountEndpoint(app, authEndpoints.verifyEmailCode, async (c, { body }) => {
    answerChallenge(c.get('db'), {
      purpose: 'EMAIL_SIGN_IN',
      publicId: body.verificationCode,
      target: body.email,
      code: body.code,
    });
    return { success: true as const, info: await signIn(c, body.email, body.deviceInfo) };
  });

  mountEndpoint(app, authEndpoints.signInWithGoogle, async (c, { body }) => {
    const identity = await verifyGoogleCredential(c.get('config'), body.credential);
    return { success: true as const, info: await signIn(c, identity.email, body.deviceInfo, identity) };
  });

  mountEndpoint(app, authEndpoints.refresh, async (c, { body }) => {
    const config = c.get('config');
    const rotated = rotateRefreshToken(c.get('db'), body.refreshToken, body.deviceId, config.refreshTokenTtlDays);
    const token = await signAccessToken(config, rotated.caller);
    return { success: true as const, info: { token, refreshToken: rotated.refreshToken } };
  });

  mountEndpoint(app, authEndpoints.signOut, (c) => {
    revokeSession(c.get('db'), c.get('caller').sessionId, 'SIGNED_OUT');
    return { success: true as const };
  });

  mountEndpoint(app, authEndpoints.getXsrfToken, (c) => ({
    success: true as const,
    itemInfo: { token: getCookie(c, xsrfCookie) ?? issueXsrfCookie(c) },
  }));

  return app;
}
