import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type {
  Employee,
  Invitation,
  InvitationPreview,
  InviteEmployeeBody,
} from '@daftar/contracts/endpoints/employees';
import type { Db, Queryable } from '@daftar/db/client';
import { companies, memberships } from '@daftar/db/schema/companies';
import { type InvitationRow, invitations } from '@daftar/db/schema/invitations';
import { users } from '@daftar/db/schema/users';
import { isoIn, randomToken, sha256 } from '../../auth/secrets.ts';
import { DomainError } from '../errors.ts';
import { deliver } from '../outbox.ts';
import { getEmployee } from './employees.ts';
import { personName } from './person-name.ts';

const validDays = 7;

/** Where the mailed link leads: the SPA's page that shows the invitation and accepts it. */
export const invitationPath = (token: string) => `/register/invitation/${token}`;

function inviterName(db: Queryable, userId: number | null): string | null {
  if (userId === null) return null;
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  return user ? personName(user) : null;
}

function toInvitation(db: Queryable, row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: inviterName(db, row.invitedBy),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

const pending = (companyId: number) =>
  and(
    eq(invitations.companyId, companyId),
    eq(invitations.status, 'PENDING'),
    gt(invitations.expiresAt, new Date().toISOString()),
  );

/** Invitations still waiting (pending and not expired), newest first. */
export function listInvitations(db: Queryable, companyId: number): Invitation[] {
  return db
    .select()
    .from(invitations)
    .where(pending(companyId))
    .orderBy(desc(invitations.id))
    .all()
    .map((row) => toInvitation(db, row));
}

/**
 * Mails (offline: the development outbox) a one-time link valid seven days. A member's e-mail is 409
 * ALREADY_A_MEMBER and a waiting invitation 409 INVITATION_ALREADY_PENDING; an expired one is cancelled first.
 */
export function inviteEmployee(
  db: Db,
  companyId: number,
  callerId: number,
  input: InviteEmployeeBody,
  print: boolean,
): Invitation {
  const token = randomToken(32);
  const row = db.transaction((tx) => {
    const member = tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), eq(users.email, input.email)))
      .get();
    if (member)
      throw new DomainError('conflict', 'ALREADY_A_MEMBER', [{ path: 'body.email', message: 'ALREADY_A_MEMBER' }]);
    const waiting = tx
      .select()
      .from(invitations)
      .where(and(pending(companyId), eq(invitations.email, input.email)));
    if (waiting.get()) {
      throw new DomainError('conflict', 'INVITATION_ALREADY_PENDING', [
        { path: 'body.email', message: 'INVITATION_ALREADY_PENDING' },
      ]);
    }
    tx.update(invitations)
      .set({ status: 'CANCELLED' })
      .where(
        and(
          eq(invitations.companyId, companyId),
          eq(invitations.email, input.email),
          eq(invitations.status, 'PENDING'),
          lte(invitations.expiresAt, new Date().toISOString()),
        ),
      )
      .run();
    const company = tx.select().from(companies).where(eq(companies.id, companyId)).get();
    const inviter = inviterName(tx, callerId);
    const created = tx
      .insert(invitations)
      .values({
        companyId,
        email: input.email,
        role: input.role,
        tokenHash: sha256(token),
        invitedBy: callerId,
        expiresAt: isoIn(validDays * 86_400),
      })
      .returning()
      .get();
    deliver(
      tx,
      {
        channel: 'email',
        to: input.email,
        subject: `Daftar: ${inviter ?? ''} invites you to ${company?.name ?? ''} (${input.role})`,
        body:
          `Open ${invitationPath(token)} in Daftar, signed in as ${input.email}, to join ` +
          `${company?.name ?? ''} as ${input.role}. The link is valid ${validDays} days.`,
        code: token,
      },
      print,
    );
    return created;
  });
  return toInvitation(db, row);
}

/** Cancels a waiting invitation of the company (its link stops working). */
export function cancelInvitation(db: Db, companyId: number, id: number): void {
  const done = db
    .update(invitations)
    .set({ status: 'CANCELLED' })
    .where(and(eq(invitations.id, id), pending(companyId)))
    .returning({ id: invitations.id })
    .get();
  if (!done) throw new DomainError('not-found', 'INVITATION_NOT_FOUND');
}

/** The invitation a token names while it can still be accepted: 404 unknown, 409 used, cancelled or expired. */
function openInvitation(db: Queryable, token: string): InvitationRow {
  const row = db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, sha256(token)))
    .get();
  if (!row) throw new DomainError('not-found', 'INVITATION_NOT_FOUND');
  if (row.status !== 'PENDING') throw new DomainError('conflict', 'INVITATION_USED');
  if (row.expiresAt <= new Date().toISOString()) throw new DomainError('conflict', 'INVITATION_EXPIRED');
  return row;
}

export function getInvitation(db: Queryable, token: string): InvitationPreview {
  const row = openInvitation(db, token);
  const company = db.select().from(companies).where(eq(companies.id, row.companyId)).get();
  return {
    companyId: row.companyId,
    companyName: company?.name ?? '',
    email: row.email,
    role: row.role,
    invitedBy: inviterName(db, row.invitedBy),
    expiresAt: row.expiresAt,
  };
}

/**
 * Joins the company with the invitation's role: only the user signed in with the invited e-mail (403
 * INVITATION_FOR_ANOTHER_EMAIL), once; a member already is 409 ALREADY_A_MEMBER.
 */
export function acceptInvitation(
  db: Db,
  token: string,
  callerId: number,
): Employee & { companyId: number; companyName: string } {
  return db.transaction((tx) => {
    const row = openInvitation(tx, token);
    const caller = tx.select().from(users).where(eq(users.id, callerId)).get();
    if (caller?.email !== row.email) throw new DomainError('forbidden', 'INVITATION_FOR_ANOTHER_EMAIL');
    const already = tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.companyId, row.companyId), eq(memberships.userId, callerId)))
      .get();
    if (already) throw new DomainError('conflict', 'ALREADY_A_MEMBER');
    tx.insert(memberships).values({ userId: callerId, companyId: row.companyId, role: row.role }).run();
    tx.update(invitations)
      .set({ status: 'ACCEPTED', acceptedAt: new Date().toISOString() })
      .where(eq(invitations.id, row.id))
      .run();
    const company = tx.select().from(companies).where(eq(companies.id, row.companyId)).get();
    return {
      ...getEmployee(tx, row.companyId, callerId, callerId),
      companyId: row.companyId,
      companyName: company?.name ?? '',
    };
  });
}
