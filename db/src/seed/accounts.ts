import { companies, memberships } from '../schema/companies.ts';
import { terminals } from '../schema/pay.ts';
import { users } from '../schema/users.ts';
import type { Queryable } from '../client.ts';

/** The seeded people, documented in README.md and docs/seed-data.md and printed by `npm start`. Ids are fixed so the seed is stable. */
export const seededUsers = {
  admin: { id: 1, email: 'admin@daftar.local', role: 'ADMIN', firstName: 'مریم', lastName: 'احمدی', lang: 'fa' },
  user: { id: 2, email: 'user@daftar.local', role: 'USER', firstName: 'Reza', lastName: 'Karimi', lang: 'en' },
  newbie: { id: 3, email: 'newbie@daftar.local', role: 'USER', firstName: null, lastName: null, lang: 'fa' },
  /** Arman's salesman and its viewer (issue 18): what their roles may and may not do. */
  sales: { id: 4, email: 'sales@daftar.local', role: 'USER', firstName: 'علی', lastName: 'رضایی', lang: 'fa' },
  viewer: { id: 5, email: 'viewer@daftar.local', role: 'USER', firstName: 'Sara', lastName: 'Moradi', lang: 'en' },
} as const;

export const seededCompanies = {
  arman: {
    id: 1,
    name: 'بازرگانی آرمان',
    nationalId: '10320547898',
    economicCode: '411135678912',
    phone: '02188776655',
    address: 'تهران، خیابان ولیعصر، پلاک ۱۲۰',
    invitationCode: 'ARMAN-2024',
  },
  narenj: {
    id: 2,
    name: 'کافه نارنج',
    nationalId: null,
    economicCode: null,
    phone: '03132221100',
    address: 'اصفهان، خیابان چهارباغ عباسی',
    invitationCode: 'NARENJ-7788',
  },
} as const;

/** Users, their two companies each (the newbie has none), and terminals in Arman only (Narenj has none). */
export function seedAccounts(db: Queryable): void {
  for (const user of Object.values(seededUsers)) {
    db.insert(users)
      .values({ ...user, langDir: user.lang === 'fa' ? 'rtl' : 'ltr', mobile: null })
      .onConflictDoNothing()
      .run();
  }
  for (const company of Object.values(seededCompanies)) {
    db.insert(companies).values(company).onConflictDoNothing().run();
  }
  const { admin, user, sales, viewer } = seededUsers;
  const { arman, narenj } = seededCompanies;
  db.insert(memberships)
    .values([
      { userId: admin.id, companyId: arman.id, role: 'OWNER' },
      { userId: admin.id, companyId: narenj.id, role: 'ADMIN' },
      { userId: user.id, companyId: narenj.id, role: 'OWNER' },
      { userId: user.id, companyId: arman.id, role: 'ACCOUNTANT' },
      { userId: sales.id, companyId: arman.id, role: 'SALES' },
      { userId: viewer.id, companyId: arman.id, role: 'VIEWER' },
    ])
    .onConflictDoNothing()
    .run();
  db.insert(terminals)
    .values([
      { id: 1, companyId: arman.id, name: 'درگاه فروشگاه اینترنتی', kind: 'shared' },
      { id: 2, companyId: arman.id, name: 'کارت‌خوان نوین شعبه مرکزی', kind: 'novin' },
      { id: 3, companyId: arman.id, name: 'درگاه اختصاصی عمده‌فروشی', kind: 'dedicated', active: false },
    ])
    .onConflictDoNothing()
    .run();
}
