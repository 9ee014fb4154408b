import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Company, createCompanyBodySchema } from '@daftar/contracts/endpoints/companies';
import type { Db } from '@daftar/db/client';
import { type CompanyRow, companies, type MembershipRow, memberships } from '@daftar/db/schema/companies';
import { randomToken } from '../auth/secrets.ts';
import { DomainError } from './errors.ts';
import { openCompanyBooks } from './accounting/company-books.ts';
import { requireMembership } from './membership.ts';
import { tehranToday } from './clock/tehran-day.ts';

type CompanyInput = z.output<typeof createCompanyBodySchema>;

/** The invitation code is shown to those who may invite (owners and admins), not to every member. */
function toCompany(row: CompanyRow, role: MembershipRow['role']): Company {
  const mayInvite = role === 'OWNER' || role === 'ADMIN';
  return { ...row, invitationCode: mayInvite ? row.invitationCode : null };
}

/** Eight upper-case letters and digits from random bytes; readable aloud and hard to guess. */
function newInvitationCode(): string {
  return randomToken(12)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 8);
}

/** The business and the caller's ownership of it, in one transaction. */
export function createCompany(db: Db, userId: number, input: CompanyInput): Company {
  const row = db.transaction((tx) => {
    const company = tx
      .insert(companies)
      .values({
        name: input.name,
        nationalId: input.nationalId ?? null,
        economicCode: input.economicCode ?? null,
        phone: input.phone ?? null,
        address: input.address ?? null,
        invitationCode: newInvitationCode(),
      })
      .returning()
      .get();
    tx.insert(memberships).values({ userId, companyId: company.id, role: 'OWNER' }).run();
    openCompanyBooks(tx, company.id, tehranToday());
    return company;
  });
  return toCompany(row, 'OWNER');
}

/**
 * Joins with the invitation code (any case) as a VIEWER: the code is shared by word of mouth, so it gives the
 * least; an owner or admin raises the role (an e-mailed invitation carries its own). Unknown code 404, twice 409.
 */
export function joinCompany(db: Db, userId: number, invitationCode: string): Company {
  return db.transaction((tx) => {
    const company = tx.select().from(companies).where(eq(companies.invitationCode, invitationCode.toUpperCase())).get();
    if (!company) throw new DomainError('not-found', 'INVITATION_CODE_NOT_FOUND');
    const already = tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.companyId, company.id)))
      .get();
    if (already) throw new DomainError('conflict', 'ALREADY_A_MEMBER');
    tx.insert(memberships).values({ userId, companyId: company.id, role: 'VIEWER' }).run();
    return toCompany(company, 'VIEWER');
  });
}

/** A company the caller belongs to, as the caller's role may see it. */
export function getCompany(db: Db, userId: number, companyId: number): Company {
  const role = requireMembership(db, userId, companyId);
  const row = db.select().from(companies).where(eq(companies.id, companyId)).get();
  if (!row) throw new DomainError('not-found', 'COMPANY_NOT_FOUND');
  return toCompany(row, role);
}
