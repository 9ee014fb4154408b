import type { Queryable } from '../client.ts';
import { companyProfiles } from '../schema/company-profile.ts';
import { seededCompanies } from './accounts.ts';

/** The seeded companies' registration numbers and postal codes (no logo: QA uploads one to see it printed). */
export const seededProfiles = [
  {
    companyId: seededCompanies.arman.id,
    registrationNumber: '452817',
    postalCode: '1595837613',
    documentLanguage: 'fa',
  },
  { companyId: seededCompanies.narenj.id, registrationNumber: null, postalCode: '8173615411', documentLanguage: 'fa' },
] as const;

export function seedCompanyProfiles(db: Queryable): void {
  db.insert(companyProfiles)
    .values(seededProfiles.map((profile) => ({ ...profile })))
    .onConflictDoNothing()
    .run();
}
