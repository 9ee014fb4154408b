import { eq } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { users } from '@daftar/db/schema/users';
import { addMember, insertCompany, insertUser } from '../../support/factories.ts';
import { apiKeys } from '@daftar/db/schema/api-keys';
import { invitations } from '@daftar/db/schema/invitations';
import { isoIn, sha256 } from '../../../src/auth/secrets.ts';
import { type StateSetup, numberParam, signInAs, stringParam } from './context.ts';
import { ownedCompany } from './owned-company.ts';

/** The signed-in user with a name, as every member in the employee answers has one. */
function named(db: Db, userId: number): void {
  db.update(users).set({ firstName: 'رضا', lastName: 'کریمی' }).where(eq(users.id, userId)).run();
}

/** The members, invitations and API keys of a company (issue 18). */
export const employeeStates: Record<string, StateSetup> = {
  /**
   * params: companyId; userId (Sara, a VIEWER); invitationId (to reza@example.com, ACCOUNTANT, waiting);
   * saraOwns: Sara owns the company and the signed-in user is its ADMIN.
   */
  'the signed-in user owns a company with employees': async (context, params) => {
    const session = await signInAs(context, 'USER');
    named(context.db, session.userId);
    const company = insertCompany(context.db, { id: numberParam(params, 'companyId', 1), name: 'بازرگانی آرمان' });
    const saraOwns = params.saraOwns === true;
    addMember(context.db, session.userId, company.id, saraOwns ? 'ADMIN' : 'OWNER');
    const sara = insertUser(context.db, {
      id: numberParam(params, 'userId', 7),
      email: 'sara@example.com',
      firstName: 'سارا',
      lastName: 'مرادی',
    });
    addMember(context.db, sara.id, company.id, saraOwns ? 'OWNER' : 'VIEWER');
    context.db
      .insert(invitations)
      .values({
        id: numberParam(params, 'invitationId', 3),
        companyId: company.id,
        email: 'reza@example.com',
        role: 'ACCOUNTANT',
        tokenHash: sha256('pact-waiting-invitation'),
        invitedBy: session.userId,
        expiresAt: isoIn(7 * 86_400),
      })
      .run();
  },

  /** params: token: an invitation to «کافه نارنج» as SALES, for the signed-in user's e-mail. */
  'the signed-in user is invited to a company': async (context, params) => {
    const session = await signInAs(context, 'USER');
    named(context.db, session.userId);
    const owner = insertUser(context.db, { email: 'admin@daftar.local', firstName: 'مریم', lastName: 'احمدی' });
    const company = insertCompany(context.db, { id: 2, name: 'کافه نارنج' });
    addMember(context.db, owner.id, company.id, 'OWNER');
    context.db
      .insert(invitations)
      .values({
        companyId: company.id,
        email: 'user@daftar.local',
        role: 'SALES',
        tokenHash: sha256(stringParam(params, 'token', '')),
        invitedBy: owner.id,
        expiresAt: isoIn(7 * 86_400),
      })
      .run();
    return { userId: session.userId };
  },

  /** params: companyId, keyId (an active key reading stakeholders and writing invoices). */
  'the signed-in user owns a company with API keys': async (context, params) => {
    const { session, companyId } = await ownedCompany(context, params);
    context.db
      .insert(apiKeys)
      .values({
        id: numberParam(params, 'keyId', 4),
        companyId: companyId,
        userId: session.userId,
        name: 'همگام‌سازی فروشگاه اینترنتی',
        prefix: 'dft_pactKey1',
        secretHash: sha256('dft_pact-api-key-secret'),
        scopes: [
          { area: 'stakeholders', access: 'read' },
          { area: 'invoices', access: 'write' },
        ],
        expiresAt: isoIn(90 * 86_400),
      })
      .run();
  },
};
