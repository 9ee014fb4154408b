import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { mobileEndpoints } from '@daftar/contracts/endpoints/mobile';
import type { Queryable } from '@daftar/db/client';
import { users } from '@daftar/db/schema/users';
import { answerChallenge, openChallenge } from '../domain/challenges.ts';
import { deliver } from '../domain/outbox.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';

/** One verified number confirms one account. */
function assertMobileFree(db: Queryable, mobile: string, userId: number): void {
  const taken = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.mobileVerified, true), ne(users.id, userId)))
    .get();
  if (taken) throw new HttpError(409, 'MOBILE_ALREADY_IN_USE');
}

/** Mobile verification: a code by SMS (offline: the outbox), then its confirmation. */
export function mobileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, mobileEndpoints.requestCode, (c, { body }) => {
    const config = c.get('config');
    const { userId } = c.get('caller');
    const itemInfo = c.get('db').transaction((tx) => {
      assertMobileFree(tx, body.mobile, userId);
      const { publicId, code } = openChallenge(tx, {
        purpose: 'MOBILE_VERIFY',
        target: body.mobile,
        userId,
        validMinutes: config.codeValidMinutes,
      });
      deliver(
        tx,
        {
          channel: 'sms',
          to: body.mobile,
          subject: 'کد تأیید دفتر',
          body: `دفتر\nکد تأیید شما: ${code}\nاین کد را در اختیار دیگران قرار ندهید.`,
          code,
        },
        config.printOutbox,
      );
      return { mobile: body.mobile, verificationId: publicId, validInMinute: config.codeValidMinutes };
    });
    return { success: true as const, itemInfo };
  });

  mountEndpoint(app, mobileEndpoints.verifyCode, (c, { body }) => {
    const db = c.get('db');
    const { userId } = c.get('caller');
    assertMobileFree(db, body.mobile, userId);
    answerChallenge(db, {
      purpose: 'MOBILE_VERIFY',
      publicId: body.verificationId,
      target: body.mobile,
      code: body.code,
      userId,
    });
    db.update(users).set({ mobile: body.mobile, mobileVerified: true }).where(eq(users.id, userId)).run();
    return { success: true as const, itemInfo: { mobile: body.mobile, mobileVerified: true as const } };
  });

  return app;
}
