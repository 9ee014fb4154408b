import { memberships } from '@daftar/db/schema/companies';
import { invitations } from '@daftar/db/schema/invitations';
import { outboxMessages } from '@daftar/db/schema/outbox';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { addMember, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { expectUnchanged } from '../support/rows.ts';
import { signedIn } from '../support/session.ts';

const area = companyAreaPerTest('employees');

type EmployeeAnswer = {
  itemInfo: { userId: number; role: string; isYou: boolean };
  data: { userId: number; role: string }[];
};

/** A user who is `role` of the area's company, with their own session. */
async function colleague(role: 'ADMIN' | 'ACCOUNTANT' | 'SALES' | 'VIEWER', email?: string) {
  const user = insertUser(area.t.db, email ? { email } : {});
  addMember(area.t.db, user.id, area.companyId, role);
  return { user, s: await signedIn(area.t.db, area.t.config, user.id) };
}

const as = (auth: { Authorization: string }) => ({ headers: auth });

describe('employees: members and their roles (issue 18)', () => {
  it('lists the owner first, then by role, marking the caller', async () => {
    const { user } = await colleague('VIEWER');
    await colleague('ACCOUNTANT');
    const list = await call<EmployeeAnswer>(area.t.apps.main, 'GET', area.base, as(area.s.auth));
    expect(list.status).toBe(200);
    expect(list.body.data.map((each) => each.role)).toEqual(['OWNER', 'ACCOUNTANT', 'VIEWER']);
    expect(list.body.data[0]).toMatchObject({ userId: area.s.userId, isYou: true });
    const one = await call<EmployeeAnswer>(area.t.apps.main, 'GET', `${area.base}/${user.id}`, as(area.s.auth));
    expect(one.body.itemInfo).toMatchObject({ userId: user.id, role: 'VIEWER', isYou: false });
  });

  it('changes a role; OWNER is not a role to give (400) and the owner keeps theirs (409); nothing written', async () => {
    const { user } = await colleague('VIEWER');
    const changed = await call<EmployeeAnswer>(area.t.apps.main, 'PUT', `${area.base}/${user.id}`, {
      ...as(area.s.auth),
      body: { role: 'SALES' },
    });
    expect(changed.body.itemInfo).toMatchObject({ userId: user.id, role: 'SALES' });
    await expectUnchanged(area.t.db, memberships, async () => {
      const toOwner = await call(area.t.apps.main, 'PUT', `${area.base}/${user.id}`, {
        ...as(area.s.auth),
        body: { role: 'OWNER' },
      });
      expect(toOwner).toMatchObject({
        status: 400,
        body: { message: 'VALIDATION_FAILED', errors: [{ path: 'body.role', message: 'INVALID_ROLE' }] },
      });
      const unknown = await call(area.t.apps.main, 'PUT', `${area.base}/${user.id}`, {
        ...as(area.s.auth),
        body: { role: 'MEMBER' },
      });
      expect(unknown.status).toBe(400);
      const owner = await call(area.t.apps.main, 'PUT', `${area.base}/${area.s.userId}`, {
        ...as(area.s.auth),
        body: { role: 'VIEWER' },
      });
      expect(owner).toMatchObject({ status: 409, body: { message: 'OWNER_ROLE_FIXED' } });
    });
  });

  it('removes a member but never the owner (409), even when an admin asks', async () => {
    const { user } = await colleague('SALES');
    const admin = await colleague('ADMIN');
    await expectUnchanged(area.t.db, memberships, async () => {
      const owner = await call(area.t.apps.main, 'DELETE', `${area.base}/${area.s.userId}`, as(admin.s.auth));
      expect(owner).toMatchObject({ status: 409, body: { message: 'OWNER_CANNOT_BE_REMOVED' } });
      const stranger = await call(area.t.apps.main, 'DELETE', `${area.base}/999999`, as(admin.s.auth));
      expect(stranger).toMatchObject({ status: 404, body: { message: 'EMPLOYEE_NOT_FOUND' } });
    });
    expect((await call(area.t.apps.main, 'DELETE', `${area.base}/${user.id}`, as(admin.s.auth))).status).toBe(200);
    const left = await call<EmployeeAnswer>(area.t.apps.main, 'GET', area.base, as(area.s.auth));
    expect(left.body.data.map((each) => each.userId)).not.toContain(user.id);
  });

  it('transfers ownership: the owner only (an admin is 403 OWNER_ONLY); the old owner becomes an admin', async () => {
    const admin = await colleague('ADMIN');
    const { user } = await colleague('ACCOUNTANT');
    const path = `${area.base}/transfer-ownership`;
    await expectUnchanged(area.t.db, memberships, async () => {
      const byAdmin = await call(area.t.apps.main, 'POST', path, { ...as(admin.s.auth), body: { userId: user.id } });
      expect(byAdmin).toMatchObject({ status: 403, body: { message: 'OWNER_ONLY' } });
      const toSelf = await call(area.t.apps.main, 'POST', path, {
        ...as(area.s.auth),
        body: { userId: area.s.userId },
      });
      expect(toSelf).toMatchObject({ status: 409, body: { message: 'ALREADY_OWNER' } });
    });
    const moved = await call<EmployeeAnswer>(area.t.apps.main, 'POST', path, {
      ...as(area.s.auth),
      body: { userId: user.id },
    });
    expect(moved.status).toBe(200);
    const roles = Object.fromEntries(moved.body.data.map((each) => [each.userId, each.role]));
    expect(roles).toMatchObject({ [user.id]: 'OWNER', [area.s.userId]: 'ADMIN', [admin.user.id]: 'ADMIN' });
  });

  it('refuses an accountant, sales and a viewer every call (403 ROLE_FORBIDDEN), writing nothing', async () => {
    for (const role of ['ACCOUNTANT', 'SALES', 'VIEWER'] as const) {
      const { s } = await colleague(role);
      await expectUnchanged(area.t.db, invitations, async () => {
        const answers = [
          await call(area.t.apps.main, 'GET', area.base, as(s.auth)),
          await call(area.t.apps.main, 'POST', `${area.base}/invitations`, {
            ...as(s.auth),
            body: { email: 'new@example.com', role: 'VIEWER' },
          }),
          await call(area.t.apps.main, 'DELETE', `${area.base}/${area.s.userId}`, as(s.auth)),
        ];
        expect([role, answers.map((each) => [each.status, each.body.message])]).toEqual([
          role,
          Array(3).fill([403, 'ROLE_FORBIDDEN']),
        ]);
      });
    }
    expect(area.t.db.select().from(outboxMessages).all()).toEqual([]);
  });
});
