import type { InvoiceKind, PaymentMethod } from '@daftar/contracts/endpoints/invoices-schemas';
import { invoiceCreateInputSchema, paymentMethodKindOf } from '@daftar/contracts/endpoints/invoices-schemas';
import { addDays } from '@daftar/db/accounting/calendar';
import type { Random } from '@daftar/db/seed/random';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { items } from '@daftar/db/schema/items';
import { type PaymentMethodRow, paymentMethods } from '@daftar/db/schema/payment-methods';
import { stakeholders } from '@daftar/db/schema/stakeholders';

/** What the seed draws invoices from: a company's active parties, items and payment methods. */
export interface SeedCatalogue {
  customers: number[];
  suppliers: number[];
  goods: { id: number; unit: string; salePrice: number | null; purchasePrice: number | null }[];
  /** The active payment methods, default first, by their kind. */
  methods: Map<string, PaymentMethodRow[]>;
}
/** Units whose quantities take decimals in the seed (the rest are counted). */
const measured = new Set(['کیلوگرم', 'لیتر', 'متر']);

/**
 * One drawn invoice, dated `day` days after `firstDay`: lines at the item's price (a purchase at its purchase price,
 * or about 70% of the sale).
 */
export function drawInvoice(
  random: Random,
  catalogue: SeedCatalogue,
  kind: InvoiceKind,
  firstDay: string,
  day: number,
) {
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
    issueDate: addDays(firstDay, day),
    dueDate: random.chance(0.6) ? addDays(firstDay, day + random.pick([7, 15, 30, 60])) : null,
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

/**
 * A payment's method as the payment form takes it: the kind, then the company's active payment method of that kind
 * (its default, now and then another), whose account and tafsili the money goes through; a transfer's or card's
 * reference. Customers pay by transfer, cash or card; the shop pays suppliers by
 * transfer from its bank account. No cheques: the seeded cheque method (customers' cheques, no bank tafsili) would
 * hold every cheque ever taken, as none is ever cashed here.
 */
export function drawPaymentMethod(random: Random, kind: InvoiceKind, catalogue: SeedCatalogue) {
  const method: PaymentMethod = kind === 'SELL' ? random.pick(['BANK', 'BANK', 'CASH', 'CARD'] as const) : 'BANK';
  const choices = catalogue.methods.get(paymentMethodKindOf[method]) ?? [];
  const chosen = choices.length > 1 && random.chance(0.2) ? random.pick(choices) : choices[0];
  if (!chosen) throw new Error(`seed: no active payment method of kind ${paymentMethodKindOf[method]}`);
  return {
    method,
    paymentMethodId: chosen.id,
    accountId: chosen.accountId,
    tafsiliId: chosen.tafsiliId,
    reference: method === 'CASH' ? null : random.digits(10),
    chequeDueDate: null,
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
    .select({ id: tafsiliAccounts.id, stakeholderId: tafsiliAccounts.stakeholderId })
    .from(tafsiliAccounts)
    .where(eq(tafsiliAccounts.companyId, companyId))
    .orderBy(asc(tafsiliAccounts.id))
    .all();
  const methods = new Map<string, PaymentMethodRow[]>();
  for (const method of db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.active, true)))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.id))
    .all()) {
    methods.set(method.kind, [...(methods.get(method.kind) ?? []), method]);
  }
  const catalogue: SeedCatalogue = {
    customers: parties.filter((party) => party.isCustomer).map((party) => party.id),
    suppliers: parties.filter((party) => party.isSupplier).map((party) => party.id),
    goods,
    methods,
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
