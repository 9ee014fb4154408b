import { and, eq, ne } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { users } from '@daftar/db/schema/users';
import { DomainError } from './errors.ts';
import { answerChallenge, openChallenge } from './challenges.ts';
import { type CodeDelivery, deliver } from './outbox.ts';
import { firstId } from './owned-row.ts';

/** One verified number confirms one account. */
function assertMobileFree(db: Queryable, mobile: string, userId: number): void {
  const taken = firstId(
    db,
    users.id,
    and(eq(users.mobile, mobile), eq(users.mobileVerified, true), ne(users.id, userId)),
  );
  if (taken) throw new DomainError('conflict', 'MOBILE_ALREADY_IN_USE');
}

/** Opens a code for the number and sends it by SMS (offline: the outbox), in one transaction. */
export function requestMobileCode(db: Db, userId: number, mobile: string, delivery: CodeDelivery) {
  return db.transaction((tx) => {
    assertMobileFree(tx, mobile, userId);
    const { publicId, code } = openChallenge(tx, {
      purpose: 'MOBILE_VERIFY',
      target: mobile,
      userId,
      validMinutes: delivery.validMinutes,
    });
    deliver(
      tx,
      {
        channel: 'sms',
        to: mobile,
        subject: 'کد تأیید دفتر',
        body: `دفتر\nکد تأیید شما: ${code}\nاین کد را در اختیار دیگران قرار ندهید.`,
        code,
      },
      delivery.print,
    );
    return { mobile, verificationId: publicId, validInMinute: delivery.validMinutes };
  });
}

/** Checks the code (a wrong one counts against it, so it is not rolled back) and marks the number verified. */
export function verifyMobile(db: Db, userId: number, input: { mobile: string; verificationId: string; code: string }) {
  assertMobileFree(db, input.mobile, userId);
  answerChallenge(db, {
    purpose: 'MOBILE_VERIFY',
    publicId: input.verificationId,
    target: input.mobile,
    code: input.code,
    userId,
  });
  db.update(users).set({ mobile: input.mobile, mobileVerified: true }).where(eq(users.id, userId)).run();
  return { mobile: input.mobile, mobileVerified: true as const };
}
