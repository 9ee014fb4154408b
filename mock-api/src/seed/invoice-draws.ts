import type { InvoiceKind, PaymentMethod } from '@daftar/contracts/endpoints/invoices-schemas';
import { invoiceCreateInputSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import { addDays } from '@daftar/db/accounting/calendar';
import type { Random } from '@daftar/db/seed/random';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';

/** What the seed draws invoices from: a company's active parties, items and money tafsili. */
export interface SeedCatalogue {
  customers: number[];
  suppliers: number[];
  goods: { id: number; unit: string; salePrice: number | null; purchasePrice: number | null }[];
  bank: number | null;
  cash: number | null;
}

/** The seeded year's first eight months: 1 Farvardin 1405 and the 244 days after it. */
export const seedFirstDay = '2026-03-21';
export const seedDays = 244;
/** Units whose quantities take decimals in the seed (the rest are counted). */
const measured = new Set(['کیلوگرم', 'لیتر', 'متر']);

/** One drawn invoice: lines at the item's price (a purchase at its purchase price, or about 70% of the sale). */
export function drawInvoice(random: Random, catalogue: SeedCatalogue, kind: InvoiceKind, day: number) {
  const lines = Array.from({ length: random.int(1, 4) }, () => {
    const item = random.pick(catalogue.goods);
    const sale = item.salePrice ?? 1_000_000;
    const price = kind !== 'PURCHASE' ? sale : (item.purchasePrice ?? Math.round((sale * 0.7) / 1000) * 1000);
    const percent = random.chance(0.2);
    return {
      itemId: item.id,
      quantity: measured.has(item.unit) ? random.int(5, 200) / 10 : random.int(1, 12),
      unitPrice: price,
      discountType: percent ? ('PERCENT' as const) : ('AMOUNT' as const),
      discountValue: percent ? random.pick([5, 10, 12.5]) : 0,
    };
  });
  return invoiceCreateInputSchema.parse({
    kind,
    stakeholderId: random.pick(kind !== 'PURCHASE' ? catalogue.customers : catalogue.suppliers),
    issueDate: addDays(seedFirstDay, day),
    dueDate: random.chance(0.6) ? addDays(seedFirstDay, day + random.pick([7, 15, 30, 60])) : null,
    lines,
    shipping: random.chance(0.15) ? random.pick([150_000, 300_000, 500_000]) : 0,
  });
}

/** What happens to an invoice after it is drawn: left a draft, cancelled, or issued and paid by these amounts. */
export type SeedFate = { kind: 'draft' } | { kind: 'cancelled' } | { kind: 'issued'; payments: number[] };

/** Most older invoices are paid (some in two parts), a few in part; newer ones are often still open. */
export function drawFate(random: Random, grandTotal: number, age: number): SeedFate {
  if (random.chance(0.04)) return { kind: 'draft' };
  if (random.chance(0.03)) return { kind: 'cancelled' };
  const roll = random.next();
  const share = age > 30 ? (roll < 0.78 ? 1 : roll < 0.9 ? 0.5 : 0) : roll < 0.3 ? 1 : roll < 0.5 ? 0.4 : 0;
  if (share === 0) return { kind: 'issued', payments: [] };
  if (share < 1) return { kind: 'issued', payments: [Math.max(1, Math.round((grandTotal * share) / 1000) * 1000)] };
  if (random.chance(0.7)) return { kind: 'issued', payments: [grandTotal] };
  const first = Math.round(grandTotal / 2000) * 1000;
  return { kind: 'issued', payments: first > 0 ? [first, grandTotal - first] : [grandTotal] };
}

/** A payment's method, the money tafsili it went through and its reference (a cheque's number and due date). */
export function drawPaymentMethod(random: Random, kind: InvoiceKind, catalogue: SeedCatalogue, date: string) {
  const method: PaymentMethod =
    kind === 'SELL'
      ? random.pick(['BANK', 'BANK', 'CASH', 'CARD'] as const)
      : random.pick(['BANK', 'BANK', 'CHEQUE'] as const);
  const cheque = method === 'CHEQUE';
  return {
    method,
    tafsiliId: method === 'CASH' ? catalogue.cash : catalogue.bank,
    reference: cheque ? random.digits(6) : method === 'CASH' ? null : random.digits(10),
    chequeDueDate: cheque ? addDays(date, 30) : null,
  };
}

/** A company's active parties, items and money tafsili, as the seed draws from them. */
export function catalogueOf(db: Queryable, companyId: number) {
  const parties = db
    .select()
    .from(stakeholders)
    .where(and(eq(stakeholders.companyId, companyId), eq(stakeholders.active, true)))
    .orderBy(asc(stakeholders.id))
    .all();
  const goods = db
    .select()
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.active, true)))
    .orderBy(asc(items.id))
    .all();
  const tafsili = db
    .select({ id: tafsiliAccounts.id, kind: tafsiliAccounts.kind, stakeholderId: tafsiliAccounts.stakeholderId })
    .from(tafsiliAccounts)
    .where(eq(tafsiliAccounts.companyId, companyId))
    .orderBy(asc(tafsiliAccounts.id))
    .all();
  const catalogue: SeedCatalogue = {
    customers: parties.filter((party) => party.isCustomer).map((party) => party.id),
    suppliers: parties.filter((party) => party.isSupplier).map((party) => party.id),
    goods,
    bank: tafsili.find((row) => row.kind === 'BANK_ACCOUNT')?.id ?? null,
    cash: tafsili.find((row) => row.kind === 'CASH_BOX')?.id ?? null,
  };
  return {
    catalogue,
    parties: new Map(parties.map((party) => [party.id, party])),
    goods: new Map(goods.map((item) => [item.id, item])),
    partyTafsili: new Map<number, number>(
      tafsili.flatMap((row) => (row.stakeholderId ? [[row.stakeholderId, row.id] as const] : [])),
    ),
  };
}
