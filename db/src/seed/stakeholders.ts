import type { Queryable } from '../client.ts';
import { type NewStakeholderRow, stakeholders } from '../schema/stakeholders.ts';
import { nameSortKey, searchTextOf } from '../text/search-text.ts';
import { seededCompanies } from './accounts.ts';
import { alleys, mobilePrefixes, places, streets } from './iran-places.ts';
import { legalNationalId, personNationalId } from './iran-ids.ts';
import { businessKinds, businessNames, firstNames, lastNames, legalForms } from './persian-people.ts';
import { type Random, seededRandom } from './random.ts';

/** Stakeholders per seeded company; `pnpm bench` asks for 10k in one company through the same generator. */
export const seededStakeholdersPerCompany = 200;

const firstCreatedAt = Date.UTC(2024, 2, 20, 6, 30);
const persianDigits = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

/**
 * An Iran Post code: ten digits, none of the first five a 0 or 2, the fifth not 5, the sixth not 0 — the
 * registry's own rules — starting with the city's region digit.
 */
function postalCode(random: Random, prefix: string): string {
  const head = `${prefix}${random.digits(3, '13456789')}${random.digits(1, '1346789')}`;
  return `${head}${random.digits(1, '123456789')}${random.digits(4)}`;
}

/**
 * Index `n` maps to a distinct id body (3^18 is prime to 10^9 and 10^8, so n·3^18 never repeats below them): the
 * unique-per-company national id index never drops a generated row.
 */
const idBody = (n: number, companyId: number, size: number) =>
  String((n * 387_420_489 + companyId * 104_729) % 10 ** size).padStart(size, '0');

function stakeholderRow(random: Random, companyId: number, n: number): NewStakeholderRow {
  const code = String(1001 + n);
  const place = random.pick(places);
  const business = random.chance(0.3);
  const [firstName, firstLatin] = random.pick(firstNames);
  const [lastName, lastLatin] = random.pick(lastNames);
  const businessName = `${random.pick(businessKinds)} ${random.pick(businessNames)}${random.pick(legalForms)}`;
  const displayName = business ? businessName : `${firstName} ${lastName}`;
  const nationalId = random.chance(0.85)
    ? business
      ? legalNationalId(`10${idBody(n, companyId, 8)}`)
      : personNationalId(idBody(n, companyId, 9))
    : null;
  const isSupplier = business ? random.chance(0.7) : random.chance(0.1);
  const mobile = random.chance(business ? 0.6 : 0.95) ? `${random.pick(mobilePrefixes)}${random.digits(7)}` : null;
  const plaque = persianDigits(String(random.int(1, 240)));
  const createdAt = new Date(firstCreatedAt + n * 7_200_000 + random.int(0, 3_599_999)).toISOString();
  return {
    companyId,
    code,
    kind: business ? 'BUSINESS' : 'INDIVIDUAL',
    displayName,
    sortName: nameSortKey(displayName),
    firstName: business ? null : firstName,
    lastName: business ? null : lastName,
    businessName: business ? businessName : null,
    nationalId,
    economicCode: business && nationalId && random.chance(0.7) ? nationalId : null,
    registrationNumber: business ? String(random.int(10_000, 699_999)) : null,
    isCustomer: !isSupplier || random.chance(0.4),
    isSupplier,
    mobile,
    phone: random.chance(business ? 0.9 : 0.3)
      ? `${place.areaCode}${random.digits(1, '2345678')}${random.digits(7)}`
      : null,
    email: random.chance(0.5) ? `${business ? 'info' : firstLatin}.${lastLatin}${n}@example.com` : null,
    province: place.province,
    city: place.city,
    address: `${random.pick(streets)}، ${random.pick(alleys)}، پلاک ${plaque}`,
    postalCode: random.chance(0.8) ? postalCode(random, place.postalPrefix) : null,
    creditLimit: random.chance(0.6) ? random.pick([5, 10, 20, 50, 100, 200, 500]) * 1_000_000 : null,
    notes: random.chance(0.1) ? random.pick(['مشتری عمده', 'تسویه ماهانه', 'فقط نقدی', 'ارسال با باربری']) : null,
    active: random.chance(0.92),
    searchText: searchTextOf(code, displayName, mobile),
    createdAt,
    updatedAt: createdAt,
  };
}

/** `count` deterministic stakeholders of one company, codes 1001 upwards, oldest first. */
export function stakeholderSeedRows(companyId: number, count: number): NewStakeholderRow[] {
  const random = seededRandom(companyId * 7919);
  return Array.from({ length: count }, (_, n) => stakeholderRow(random, companyId, n));
}

/** Inserts in batches that stay under SQLite's bound-parameter limit; rows whose code exists are kept as they are. */
export function insertStakeholderRows(db: Queryable, rows: NewStakeholderRow[]): void {
  for (let start = 0; start < rows.length; start += 500) {
    db.insert(stakeholders)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing()
      .run();
  }
}

export function seedStakeholders(db: Queryable): void {
  for (const company of Object.values(seededCompanies)) {
    insertStakeholderRows(db, stakeholderSeedRows(company.id, seededStakeholdersPerCompany));
  }
}
