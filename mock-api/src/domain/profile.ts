import { asc, eq, sql } from 'drizzle-orm';
import type { Profile, preferencesSchema } from '@daftar/contracts/endpoints/users';
import type { z } from 'zod';
import type { Db } from '@daftar/db/client';
import { companies, memberships } from '@daftar/db/schema/companies';
import { users } from '@daftar/db/schema/users';
import { DomainError } from './errors.ts';
import { perDb } from './per-db.ts';

const statements = perDb((db) => ({
  user: db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
  companies: db
    .select({ companyId: companies.id, name: companies.name, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(asc(memberships.createdAt), asc(companies.id))
    .prepare(),
}));

/** SPEC §3 profile: info, preferences, and the companies the user belongs to (in joining order). */
export function getProfile(db: Db, userId: number): Profile {
  const prepared = statements(db);
  const user = prepared.user.get({ userId });
  if (!user) throw new DomainError('unauthenticated', 'SESSION_REVOKED');
  const companyRows = prepared.companies.all({ userId });
  return {
    info: {
      id: user.id,
      email: user.email,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      mobile: user.mobile,
      mobileVerified: user.mobileVerified,
    },
    preferences: { lang: user.lang, langDir: user.langDir },
    companies: companyRows,
  };
}

/** Saves the language choice and answers the profile as it is now. */
export function updatePreferences(db: Db, userId: number, preferences: z.output<typeof preferencesSchema>): Profile {
  db.update(users).set({ lang: preferences.lang, langDir: preferences.langDir }).where(eq(users.id, userId)).run();
  return getProfile(db, userId);
}
