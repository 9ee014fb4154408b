import { appSettings } from '@daftar/db/schema/app-settings';
import { bankingCodes, deposits } from '@daftar/db/schema/banking';
import { companies, memberships, type MembershipRow } from '@daftar/db/schema/companies';
import { featureFlags } from '@daftar/db/schema/flags';
import { items } from '@daftar/db/schema/items';
import { terminals } from '@daftar/db/schema/pay';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { translations } from '@daftar/db/schema/translations';
import { users } from '@daftar/db/schema/users';
import type { Db } from '@daftar/db/client';
import { nameSortKey, searchTextOf } from '@daftar/db/text/search-text';

let sequence = 0;
const next = () => ++sequence;

export function insertAppSettings(db: Db, overrides: Partial<typeof appSettings.$inferInsert> = {}) {
  return db
    .insert(appSettings)
    .values({ id: 1, appVersion: 'v2.0.0', translationVersion: 1, webAppVersion: 'v2.0.107', ...overrides })
    .returning()
    .get();
}

export function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  return db
    .insert(users)
    .values({ email: `person${next()}@example.com`, ...overrides })
    .returning()
    .get();
}

export function insertCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const n = next();
  return db
    .insert(companies)
    .values({ name: `شرکت آزمایشی ${n}`, invitationCode: `TEST-${n}`, ...overrides })
    .returning()
    .get();
}

/** The owner unless asked: a test that is not about roles may do everything (test/roles/ walks the roles). */
export function addMember(db: Db, userId: number, companyId: number, role: MembershipRow['role'] = 'OWNER') {
  db.insert(memberships).values({ userId, companyId, role }).run();
}

export function insertTerminal(db: Db, companyId: number, overrides: Partial<typeof terminals.$inferInsert> = {}) {
  return db
    .insert(terminals)
    .values({ companyId, name: `پایانه ${next()}`, kind: 'shared', ...overrides })
    .returning()
    .get();
}

export function insertTranslation(db: Db, key: string, texts: { en?: string; fa?: string }) {
  for (const lang of ['en', 'fa'] as const) {
    const value = texts[lang];
    if (value !== undefined) db.insert(translations).values({ key, lang, value }).run();
  }
}

export function insertBankingCode(
  db: Db,
  userId: number,
  overrides: Partial<typeof bankingCodes.$inferInsert> = {},
): string {
  const code = overrides.code ?? `BANK-TEST-${next()}`;
  db.insert(bankingCodes)
    .values({ userId, ...overrides, code })
    .run();
  return code;
}

export function insertDeposit(db: Db, userId: number, overrides: Partial<typeof deposits.$inferInsert> = {}) {
  const n = next();
  return db
    .insert(deposits)
    .values({
      id: `dep-test-${n}`,
      userId,
      number: `0101-850-${String(n).padStart(7, '0')}-1`,
      iban: `IR${String(n).padStart(24, '0')}`,
      title: 'حساب جاری',
      balance: 1_000_000,
      ...overrides,
    })
    .returning()
    .get();
}

export function insertFlag(db: Db, overrides: Partial<typeof featureFlags.$inferInsert> & { name: string }) {
  db.insert(featureFlags)
    .values({ enabled: true, ...overrides })
    .run();
}

type StakeholderOverrides = Partial<typeof stakeholders.$inferInsert>;

/** A customer of the company; the display name, sort and search keys follow the overrides as the API would set them. */
export function insertStakeholder(db: Db, companyId: number, overrides: StakeholderOverrides = {}) {
  const n = next();
  const code = overrides.code ?? String(5000 + n);
  const business = overrides.kind === 'BUSINESS';
  const firstName = business ? null : (overrides.firstName ?? 'علی');
  const lastName = business ? null : (overrides.lastName ?? `رضایی ${n}`);
  const displayName =
    overrides.displayName ?? (business ? (overrides.businessName ?? `شرکت ${n}`) : `${firstName} ${lastName}`);
  return db
    .insert(stakeholders)
    .values({
      companyId,
      kind: 'INDIVIDUAL',
      isCustomer: true,
      isSupplier: false,
      firstName,
      lastName,
      ...overrides,
      code,
      displayName,
      sortName: nameSortKey(displayName),
      searchText: searchTextOf(code, displayName, overrides.mobile),
    })
    .returning()
    .get();
}

/** A product of the company; sort and search keys follow the overrides as the API would set them. */
export function insertItem(db: Db, companyId: number, overrides: Partial<typeof items.$inferInsert> = {}) {
  const n = next();
  const code = overrides.code ?? String(5000 + n);
  const name = overrides.name ?? `کالای آزمایشی ${n}`;
  return db
    .insert(items)
    .values({
      companyId,
      kind: 'PRODUCT',
      unit: 'عدد',
      vatApplicable: true,
      ...overrides,
      code,
      name,
      sortName: nameSortKey(name),
      searchText: searchTextOf(code, name, overrides.barcode),
    })
    .returning()
    .get();
}
