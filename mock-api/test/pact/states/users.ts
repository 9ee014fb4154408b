import { challenges } from '@daftar/db/schema/challenges';
import { isoIn } from '../../../src/auth/secrets.ts';
import { codeHash } from '../../../src/domain/challenges.ts';
import { upsertDevice } from '../../../src/domain/sessions.ts';
import { addMember, insertCompany } from '../../support/factories.ts';
import { deviceInfo } from '../../support/session.ts';
import { type StateSetup, numberParam, signInAs, stringParam } from './context.ts';
import { ownedCompany } from './owned-company.ts';

/** Profile, devices, mobile verification and companies. */
export const userStates: Record<string, StateSetup> = {
  'a user in two companies is signed in': async (context) => {
    const session = await signInAs(context, 'USER');
    addMember(
      context.db,
      session.userId,
      insertCompany(context.db, { id: 1, name: 'بازرگانی آرمان' }).id,
      'ACCOUNTANT',
    );
    addMember(context.db, session.userId, insertCompany(context.db, { id: 2, name: 'کافه نارنج' }).id, 'OWNER');
  },

  /** A second device of the signed-in user (params: deviceId). */
  'the signed-in user has another device': async (context, params) => {
    const session = await signInAs(context, 'USER');
    upsertDevice(
      context.db,
      session.userId,
      deviceInfo({ deviceId: stringParam(params, 'deviceId', 'pact-phone-0002') }),
    );
  },

  /** An SMS challenge of the signed-in user whose id and code the consumer knows (params: mobile, verificationId, code). */
  'a mobile code was texted to the signed-in user': async (context, params) => {
    const session = await signInAs(context, 'USER');
    const publicId = stringParam(params, 'verificationId', 'pact-verification-id');
    context.db
      .insert(challenges)
      .values({
        publicId,
        purpose: 'MOBILE_VERIFY',
        target: stringParam(params, 'mobile', '09121234567'),
        userId: session.userId,
        codeHash: codeHash(publicId, stringParam(params, 'code', '654321')),
        expiresAt: isoIn(120),
      })
      .run();
  },

  /** params: companyId, role (the signed-in user's). */
  'the signed-in user owns a company': async (context, params) => {
    await ownedCompany(context, params);
  },

  /** A company the signed-in user does not belong to (params: companyId). */
  'a company the signed-in user is not a member of': async (context, params) => {
    await signInAs(context, 'USER');
    insertCompany(context.db, { id: numberParam(params, 'companyId', 2), name: 'کافه نارنج' });
  },

  /** params: invitationCode. */
  'a company has an invitation code': async (context, params) => {
    await signInAs(context, 'USER');
    insertCompany(context.db, {
      name: 'کافه نارنج',
      invitationCode: stringParam(params, 'invitationCode', 'NARENJ-7788'),
    });
  },
};
