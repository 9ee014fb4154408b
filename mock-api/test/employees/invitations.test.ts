import { eq } from 'drizzle-orm';
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

type Answer = { itemInfo: Record<string, unknown>; data: Record<string, unknown>[]; message?: string };

/** Invites `email` as the area's owner and answers the token the mail carries (the outbox's code). */
async function invite(email: string, role = 'ACCOUNTANT'): Promise<string> {
  const answer = await call<Answer>(area.t.apps.main, 'POST', `${area.base}/invitations`, {
    headers: area.s.auth,
    body: { email, role },
  });
  expect(answer.status).toBe(201);
  const mail = area.t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email.toLowerCase())).get();
  if (!mail?.code) throw new Error('no invitation in the outbox');
  expect(mail.body).toContain(`/register/invitation/${mail.code}`);
  return mail.code;
}

async function invitee(email: string) {
  const user = insertUser(area.t.db, { email });
  return { user, s: await signedIn(area.t.db, area.t.config, user.id) };
}

describe('invitations: e-mailed, accepted by the invitee (issue 18)', () => {
  it('mails the invitation, lists it, and the invitee joins with its role', async () => {
    const token = await invite('Sara@Example.com', 'SALES');
    const pending = await call<Answer>(area.t.apps.main, 'GET', `${area.base}/invitations`, { headers: area.s.auth });
    expect(pending.body.data).toEqual([expect.objectContaining({ email: 'sara@example.com', role: 'SALES' })]);
    const { user, s } = await invitee('sara@example.com');
    const preview = await call<Answer>(area.t.apps.main, 'GET', `/api/v1/invitations/${token}`, { headers: s.auth });
    expect(preview.body.itemInfo).toMatchObject({ companyId: area.companyId, role: 'SALES' });
    const accepted = await call<Answer>(area.t.apps.main, 'POST', `/api/v1/invitations/${token}/accept`, {
      headers: s.auth,
    });
    expect(accepted.body.itemInfo).toMatchObject({ companyId: area.companyId, userId: user.id, role: 'SALES' });
    const again = await call(area.t.apps.main, 'POST', `/api/v1/invitations/${token}/accept`, { headers: s.auth });
    expect(again).toMatchObject({ status: 409, body: { message: 'INVITATION_USED' } });
    const left = await call<Answer>(area.t.apps.main, 'GET', `${area.base}/invitations`, { headers: area.s.auth });
    expect(left.body.data).toEqual([]);
  });

  it('refuses a bad e-mail, an unknown role, a member and a second invitation, writing and mailing nothing', async () => {
    const member = insertUser(area.t.db, { email: 'member@example.com' });
    addMember(area.t.db, member.id, area.companyId, 'VIEWER');
    await invite('waiting@example.com');
    const mails = area.t.db.select().from(outboxMessages).all().length;
    const post = (body: unknown) =>
      call<Answer>(area.t.apps.main, 'POST', `${area.base}/invitations`, { headers: area.s.auth, body });
    await expectUnchanged(area.t.db, invitations, async () => {
      expect(await post({ email: 'not-an-email', role: 'VIEWER' })).toMatchObject({
        status: 400,
        body: { message: 'VALIDATION_FAILED', errors: [{ path: 'body.email', message: 'INVALID_EMAIL' }] },
      });
      expect(await post({ email: 'new@example.com', role: 'BOSS' })).toMatchObject({
        status: 400,
        body: { errors: [{ path: 'body.role', message: 'INVALID_ROLE' }] },
      });
      expect(await post({ email: 'MEMBER@example.com', role: 'SALES' })).toMatchObject({
        status: 409,
        body: { message: 'ALREADY_A_MEMBER', errors: [{ path: 'body.email' }] },
      });
      expect(await post({ email: 'waiting@example.com', role: 'SALES' })).toMatchObject({
        status: 409,
        body: { message: 'INVITATION_ALREADY_PENDING' },
      });
    });
    expect(area.t.db.select().from(outboxMessages).all()).toHaveLength(mails);
  });

  it('is for the invited e-mail only (403), not once cancelled or expired (409), unknown 404', async () => {
    const token = await invite('right@example.com');
    const wrong = await invitee('wrong@example.com');
    await expectUnchanged(area.t.db, memberships, async () => {
      const other = await call(area.t.apps.main, 'POST', `/api/v1/invitations/${token}/accept`, {
        headers: wrong.s.auth,
      });
      expect(other).toMatchObject({ status: 403, body: { message: 'INVITATION_FOR_ANOTHER_EMAIL' } });
      const unknown = await call(area.t.apps.main, 'GET', `/api/v1/invitations/${'x'.repeat(43)}`, {
        headers: wrong.s.auth,
      });
      expect(unknown).toMatchObject({ status: 404, body: { message: 'INVITATION_NOT_FOUND' } });
    });
    const right = await invitee('right@example.com');
    area.t.db.update(invitations).set({ expiresAt: '2020-01-01T00:00:00.000Z' }).run();
    const expired = await call(area.t.apps.main, 'POST', `/api/v1/invitations/${token}/accept`, {
      headers: right.s.auth,
    });
    expect(expired).toMatchObject({ status: 409, body: { message: 'INVITATION_EXPIRED' } });
    const fresh = await invite('right@example.com');
    const [{ id } = { id: 0 }] = (
      await call<Answer>(area.t.apps.main, 'GET', `${area.base}/invitations`, { headers: area.s.auth })
    ).body.data as { id: number }[];
    expect(
      (await call(area.t.apps.main, 'DELETE', `${area.base}/invitations/${id}`, { headers: area.s.auth })).status,
    ).toBe(200);
    const cancelled = await call(area.t.apps.main, 'POST', `/api/v1/invitations/${fresh}/accept`, {
      headers: right.s.auth,
    });
    expect(cancelled).toMatchObject({ status: 409, body: { message: 'INVITATION_USED' } });
  });

  it("refuses another company's owner every employee call (403 NOT_A_COMPANY_MEMBER), writing nothing", async () => {
    const stranger = await invitee('stranger@example.com');
    await expectUnchanged(area.t.db, invitations, async () => {
      for (const [method, path, body] of [
        ['GET', area.base, undefined],
        ['GET', `${area.base}/invitations`, undefined],
        ['POST', `${area.base}/invitations`, { email: 'x@example.com', role: 'VIEWER' }],
        ['PUT', `${area.base}/${area.s.userId}`, { role: 'VIEWER' }],
        ['DELETE', `${area.base}/${area.s.userId}`, undefined],
        ['POST', `${area.base}/transfer-ownership`, { userId: stranger.user.id }],
      ] as const) {
        const answer = await call(area.t.apps.main, method, path, { headers: stranger.s.auth, body });
        expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 403, 'NOT_A_COMPANY_MEMBER']);
      }
    });
  });
});
