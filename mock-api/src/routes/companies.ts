import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Company, companyEndpoints } from '@daftar/contracts/endpoints/companies';
import { type CompanyRow, companies, type MembershipRow, memberships } from '@daftar/db/schema/companies';
import { randomToken } from '../auth/secrets.ts';
import { requireMembership } from '../domain/membership.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';

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

/** Creating a business, joining one with its invitation code, and reading one the caller belongs to. */
export function companyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, companyEndpoints.create, (c, { body }) => {
    const { userId } = c.get('caller');
    const row = c.get('db').transaction((tx) => {
      const company = tx
        .insert(companies)
        .values({
          name: body.name,
          nationalId: body.nationalId ?? null,
          economicCode: body.economicCode ?? null,
          phone: body.phone ?? null,
          address: body.address ?? null,
          invitationCode: newInvitationCode(),
        })
        .returning()
        .get();
      tx.insert(memberships).values({ userId, companyId: company.id, role: 'OWNER' }).run();
      return company;
    });
    c.status(201);
    return { success: true as const, itemInfo: toCompany(row, 'OWNER') };
  });

  mountEndpoint(app, companyEndpoints.join, (c, { body }) => {
    const db = c.get('db');
    const { userId } = c.get('caller');
    const company = db
      .select()
      .from(companies)
      .where(eq(companies.invitationCode, body.invitationCode.toUpperCase()))
      .get();
    if (!company) throw new HttpError(404, 'INVITATION_CODE_NOT_FOUND');
    const already = db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.companyId, company.id)))
      .get();
    if (already) throw new HttpError(409, 'ALREADY_A_MEMBER');
    db.insert(memberships).values({ userId, companyId: company.id, role: 'MEMBER' }).run();
    return { success: true as const, itemInfo: toCompany(company, 'MEMBER') };
  });

  mountEndpoint(app, companyEndpoints.get, (c, { params }) => {
    const db = c.get('db');
    const role = requireMembership(db, c.get('caller').userId, params.companyId);
    const row = db.select().from(companies).where(eq(companies.id, params.companyId)).get();
    if (!row) throw new HttpError(404, 'COMPANY_NOT_FOUND');
    return { success: true as const, itemInfo: toCompany(row, role) };
  });

  return app;
}
