import type { Queryable } from '../client.ts';
import { items, type NewItemRow } from '../schema/items.ts';
import { nameSortKey, searchTextOf } from '../text/search-text.ts';
import { seededCompanies } from './accounts.ts';
import { gtin13 } from './iran-ids.ts';
import { type CatalogueLine, productLines, serviceLines } from './item-catalogue.ts';
import { type Random, seededRandom } from './random.ts';

const firstCreatedAt = Date.UTC(2024, 2, 21, 5, 0);

/** Prices end in whole thousands of Tomans (10,000 Rials), as shops print them. */
const roundRials = (rials: number) => Math.round(rials / 10_000) * 10_000;
/** Sale prices stay between 500,000 and 50,000,000 Rials (50 thousand to 5 million Tomans). */
const salePriceOf = (rials: number) => Math.min(50_000_000, Math.max(500_000, roundRials(rials)));

interface Entry {
  line: CatalogueLine;
  name: string;
  factor: number;
  service: boolean;
}

/** Every product in each of its sizes, then the services: about a hundred entries. */
function catalogueEntries(): Entry[] {
  const products = productLines.flatMap((line) =>
    (line.sizes ?? [['', 1] as const]).map(([label, factor]) => ({
      line,
      name: label ? `${line.name} ${label}` : line.name,
      factor,
      service: false,
    })),
  );
  const services = serviceLines.map((line) => ({ line, name: line.name, factor: 1, service: true }));
  return [...products, ...services];
}

function itemRow(random: Random, companyId: number, entry: Entry, n: number): NewItemRow {
  const code = String(1001 + n);
  // Each company prices a little differently; the same seed gives the same prices every run.
  const salePrice = salePriceOf(entry.line.price * entry.factor * (0.9 + random.next() * 0.2));
  const barcode = entry.service ? null : gtin13(`626${companyId}${String(10_000_000 + n * 373).slice(-8)}`);
  const createdAt = new Date(firstCreatedAt + n * 86_400_000 + random.int(0, 43_199_999)).toISOString();
  return {
    companyId,
    code,
    kind: entry.service ? 'SERVICE' : 'PRODUCT',
    name: entry.name,
    sortName: nameSortKey(entry.name),
    unit: entry.line.unit,
    salePrice,
    purchasePrice: entry.service ? null : roundRials(salePrice * (0.7 + random.next() * 0.15)),
    vatApplicable: !entry.line.exempt,
    vatRate: entry.line.exempt ? 0 : 10,
    barcode,
    category: entry.line.category,
    trackStock: !entry.service && random.chance(0.8),
    active: random.chance(0.95),
    searchText: searchTextOf(code, entry.name, barcode),
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * `count` items of one company from the same generator (`pnpm bench` asks for 100,000): the catalogue over and
 * over, each round after the first a numbered model of its entries, added an hour apart.
 */
export function itemSeedRows(companyId: number, count: number): NewItemRow[] {
  const entries = catalogueEntries();
  const random = seededRandom(companyId * 104_729);
  return Array.from({ length: count }, (_, n) => {
    const entry = entries[n % entries.length] as Entry;
    const round = Math.floor(n / entries.length);
    const named = round === 0 ? entry : { ...entry, name: `${entry.name} مدل ${round}` };
    const row = itemRow(random, companyId, named, n);
    const createdAt = new Date(firstCreatedAt + n * 3_600_000).toISOString();
    return { ...row, createdAt, updatedAt: createdAt };
  });
}

/** The catalogue as one company's items, codes 1001 upwards; rows whose code exists are kept as they are. */
export function seedItems(db: Queryable): void {
  const entries = catalogueEntries();
  for (const company of Object.values(seededCompanies)) {
    const random = seededRandom(company.id * 104_729);
    const rows = entries.map((entry, n) => itemRow(random, company.id, entry, n));
    db.insert(items).values(rows).onConflictDoNothing().run();
  }
}
