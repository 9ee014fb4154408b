import { and, asc, eq, sql } from 'drizzle-orm';
import type { AssignableRole } from '@daftar/contracts/endpoints/employees-roles';
import type { Employee } from '@daftar/contracts/endpoints/employees';
import type { Db, Queryable } from '@daftar/db/client';
import { apiKeys } from '@daftar/db/schema/api-keys';
import { type MembershipRow, memberships } from '@daftar/db/schema/companies';
import { type UserRow, users } from '@daftar/db/schema/users';
import { DomainError } from '../errors.ts';

type MemberRow = { user: UserRow; membership: MembershipRow };

export function toEmployee({ user, membership }: MemberRow, callerId: number): Employee {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: membership.role,
    joinedAt: membership.createdAt,
    isYou: user.id === callerId,
  };
}

const roleOrder = sql`case ${memberships.role} when 'OWNER' then 0 when 'ADMIN' then 1 when 'ACCOUNTANT' then 2
  when 'SALES' then 3 else 4 end`;

function members(db: Queryable, companyId: number, userId?: number): MemberRow[] {
  return db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(roleOrder, asc(memberships.createdAt), asc(users.id))
    .all();
}

function member(db: Queryable, companyId: number, userId: number): MemberRow {
  const row = members(db, companyId, userId)[0];
  if (!row) throw new DomainError('not-found', 'EMPLOYEE_NOT_FOUND');
  return row;
}

/** The company's members, the owner first, then by role and the date they joined. */
export function listEmployees(db: Queryable, companyId: number, callerId: number): Employee[] {
  return members(db, companyId).map((row) => toEmployee(row, callerId));
}

export function getEmployee(db: Queryable, companyId: number, callerId: number, userId: number): Employee {
  return toEmployee(member(db, companyId, userId), callerId);
}

function setRole(db: Queryable, companyId: number, userId: number, role: MembershipRow['role']): void {
  db.update(memberships)
    .set({ role })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .run();
}

/** Any role but OWNER (ownership moves by a transfer); the owner's own role is 409 OWNER_ROLE_FIXED. */
export function changeEmployeeRole(
  db: Db,
  companyId: number,
  callerId: number,
  userId: number,
  role: AssignableRole,
): Employee {
  return db.transaction((tx) => {
    const row = member(tx, companyId, userId);
    if (row.membership.role === 'OWNER') {
      throw new DomainError('conflict', 'OWNER_ROLE_FIXED', [{ path: 'body.role', message: 'OWNER_ROLE_FIXED' }]);
    }
    setRole(tx, companyId, userId, role);
    return getEmployee(tx, companyId, callerId, userId);
  });
}

/** Removes a member and the API keys they made for the company (a key acts as its creator); never the owner. */
export function removeEmployee(db: Db, companyId: number, userId: number): void {
  db.transaction((tx) => {
    const row = member(tx, companyId, userId);
    if (row.membership.role === 'OWNER') throw new DomainError('conflict', 'OWNER_CANNOT_BE_REMOVED');
    tx.delete(apiKeys)
      .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.userId, userId)))
      .run();
    tx.delete(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      .run();
  });
}

/** The owner only (403 OWNER_ONLY): the member becomes the owner and the caller an admin, in one transaction. */
export function transferOwnership(db: Db, companyId: number, callerId: number, userId: number): Employee[] {
  return db.transaction((tx) => {
    if (member(tx, companyId, callerId).membership.role !== 'OWNER') throw new DomainError('forbidden', 'OWNER_ONLY');
    const next = member(tx, companyId, userId);
    if (next.membership.role === 'OWNER') {
      throw new DomainError('conflict', 'ALREADY_OWNER', [{ path: 'body.userId', message: 'ALREADY_OWNER' }]);
    }
    setRole(tx, companyId, callerId, 'ADMIN');
    setRole(tx, companyId, userId, 'OWNER');
    return listEmployees(tx, companyId, callerId);
  });
}
