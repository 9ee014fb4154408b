import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { companies, type MembershipRow, memberships } from '@daftar/db/schema/companies';
import { DomainError } from './errors.ts';
import { perDb } from './per-db.ts';

const membershipQuery = (db: Queryable) =>
  db
    .select({ role: memberships.role })
    .from(companies)
    .leftJoin(
      memberships,
      and(eq(memberships.companyId, companies.id), eq(memberships.userId, sql.placeholder('userId'))),
    )
    .where(eq(companies.id, sql.placeholder('companyId')));

/** Prepared once per database: every company call asks it, and building and preparing it cost more than the read. */
const preparedMembership = perDb((db) => membershipQuery(db).prepare());

/**
 * A company's data is served only to its members: an unknown company is 404, a company the caller does not
 * belong to is 403 — never its data.
 */
export function requireMembership(db: Queryable, userId: number, companyId: number): MembershipRow['role'] {
  const query = '$client' in db ? preparedMembership(db) : membershipQuery(db);
  const row = query.get({ userId, companyId });
  if (!row) throw new DomainError('not-found', 'COMPANY_NOT_FOUND');
  if (!row.role) throw new DomainError('forbidden', 'NOT_A_COMPANY_MEMBER');
  return row.role;
}

/** Only the company's owner may: any other member is 403 OWNER_ONLY (a stranger 403 NOT_A_COMPANY_MEMBER). */
export function requireOwner(db: Queryable, userId: number, companyId: number): void {
  if (requireMembership(db, userId, companyId) !== 'OWNER') throw new DomainError('forbidden', 'OWNER_ONLY');
}
