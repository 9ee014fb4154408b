import { count, eq, getTableColumns, getTableName, max, SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Queryable } from '@daftar/db/client';
import type { Db } from '@daftar/db/client';
import { voucherLines, vouchers } from '@daftar/db/schema/accounting-journal';
import { invoiceLines, invoicePayments, invoices } from '@daftar/db/schema/invoices';
import { stockMovements } from '@daftar/db/schema/stock';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { addDays } from '@daftar/db/accounting/calendar';
import { rebuildPeriodTotals } from '@daftar/db/accounting/period-totals';
import { seededRandom } from '@daftar/db/seed/random';
import { type SeedPeriod, seedPeriods, tehranDay } from '@daftar/db/seed/seed-years';
import { yearOfDate } from '../domain/accounting/fiscal-years.ts';
import { getAccountingSettings } from '../domain/accounting/settings.ts';
import { ensureStakeholderTafsili } from '../domain/accounting/tafsili.ts';
import type { VoucherLineInput } from '../domain/accounting/voucher-lines.ts';
import { buildInvoice, invoiceSearchText } from '../domain/invoices/invoice-fields.ts';
import {
  invoiceDescription,
  invoicePostingLines,
  invoiceSource,
  paymentDescription,
  paymentPostingLines,
  paymentSource,
} from '../domain/invoices/invoice-posting.ts';
import { displayNumberOf } from '../domain/invoices/invoice-rows.ts';
import { updateInvoiceSettings } from '../domain/invoices/invoice-settings.ts';
import { paidStatus } from '../domain/invoices/invoices.ts';
import { seedInvoiceFollowUps } from './invoice-follow-ups.ts';
import { catalogueOf, drawFate, drawInvoice, drawPaymentMethod } from './invoice-draws.ts';

/** Per seeded company and whole year: sell and purchase invoices and estimates (a part year gets its share). */
export const seededInvoicesPerYear: Record<InvoiceKind, number> = { SELL: 360, PURCHASE: 290, ESTIMATE: 140 };

export function seededInvoices(period: SeedPeriod): Record<InvoiceKind, number> {
  const share = (n: number) => Math.round((n * period.days) / 365);
  return {
    SELL: share(seededInvoicesPerYear.SELL),
    PURCHASE: share(seededInvoicesPerYear.PURCHASE),
    ESTIMATE: share(seededInvoicesPerYear.ESTIMATE),
  };
}
const prefixes: Record<InvoiceKind, string> = { SELL: 'S-', PURCHASE: 'P-', ESTIMATE: '' };

const nextId = (db: Queryable, column: typeof invoices.id | typeof vouchers.id | typeof invoicePayments.id) =>
  (db
    .select({ last: max(column) })
    .from(column.table)
    .get()?.last ?? 0) + 1;

/**
 * Inserts rows with one prepared statement per table (drizzle builds a statement per call, which at a few thousand
 * rows costs seconds). A value left out takes the column's plain default; SQL defaults (timestamps) are always given.
 */
function insertAll<T extends SQLiteTable>(client: Db['$client'], table: T, rows: T['$inferInsert'][]): void {
  const columns = Object.entries(getTableColumns(table));
  const statement = client.prepare(
    `insert into "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(', ')}) ` +
      `values (${columns.map(() => '?').join(', ')})`,
  );
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    statement.run(
      columns.map(([key, column]) => {
        const value = values[key] ?? (column.default instanceof SQL ? undefined : column.default);
        return value ?? null;
      }),
    );
  }
}

/** An issued purchase's stock movements, as the domain writes them: tracked items in, one row per item. */
function purchasedStock(
  goods: ReadonlyMap<number, { trackStock: boolean }>,
  document: { companyId: number; invoiceId: number; date: string },
  lines: { itemId: number; quantityThousandths: number }[],
): (typeof stockMovements.$inferInsert)[] {
  const byItem = new Map<number, number>();
  for (const line of lines) {
    if (goods.get(line.itemId)?.trackStock) {
      byItem.set(line.itemId, (byItem.get(line.itemId) ?? 0) + line.quantityThousandths);
    }
  }
  return [...byItem].map(([itemId, quantityThousandths]) => ({
    ...document,
    itemId,
    quantityThousandths,
    sourceType: 'PURCHASE' as const,
    sourceId: document.invoiceId,
    createdAt: `${document.date}T06:30:00.000Z`,
  }));
}

/**
 * A company's invoices of one seeded period as the domain would write them, written in bulk: the rows come from the
 * same pure pieces the domain uses (buildInvoice and the shared totals, invoicePostingLines and paymentPostingLines,
 * the descriptions), so the seed stays quick. Payments go through the company's payment methods, as the payment form
 * sends them (the method's account and tafsili). Cancelled invoices have no voucher (a temporary voucher is removed
 * on cancel); vouchers are TEMPORARY, numbered after the year's seeded ones. How much is paid depends on the age at
 * `today` (the seed day); payments stay inside the period.
 */
export function seedCompanyInvoices(
  db: Queryable,
  client: Db['$client'],
  companyId: number,
  seed: number,
  period: SeedPeriod,
  options: { counts?: Partial<Record<InvoiceKind, number>>; today?: string } = {},
): void {
  const random = seededRandom(seed);
  const counts = options.counts ?? seededInvoices(period);
  const today = options.today ?? period.last;
  const ageAtToday = (Date.parse(today) - Date.parse(period.first)) / 86_400_000;
  const seedDays = period.days;
  const { catalogue, parties, goods, partyTafsili } = catalogueOf(db, companyId);
  const year = yearOfDate(db, companyId, period.first);
  if (!year || catalogue.goods.length === 0 || !catalogue.customers.length || !catalogue.suppliers.length) return;
  updateInvoiceSettings(db, companyId, { sellPrefix: prefixes.SELL, purchasePrefix: prefixes.PURCHASE });
  const settings = getAccountingSettings(db, companyId);
  const ids = {
    invoice: nextId(db, invoices.id),
    voucher: nextId(db, vouchers.id),
    payment: nextId(db, invoicePayments.id),
  };
  let voucherNumber =
    db
      .select({ last: max(vouchers.number) })
      .from(vouchers)
      .where(eq(vouchers.fiscalYearId, year.id))
      .get()?.last ?? 0;
  const numbers: Record<InvoiceKind, number> = { SELL: 0, PURCHASE: 0, ESTIMATE: 0 };
  const rows = {
    invoices: [] as (typeof invoices.$inferInsert)[],
    lines: [] as (typeof invoiceLines.$inferInsert)[],
    payments: [] as (typeof invoicePayments.$inferInsert)[],
    vouchers: [] as (typeof vouchers.$inferInsert)[],
    voucherLines: [] as (typeof voucherLines.$inferInsert)[],
    stock: [] as (typeof stockMovements.$inferInsert)[],
  };
  const post = (date: string, source: { type: string; id: number }, description: string, lines: VoucherLineInput[]) => {
    const id = ids.voucher++;
    const total = lines.reduce((sum, line) => sum + line.debit, 0);
    const stamp = `${date}T06:30:00.000Z`;
    voucherNumber += 1;
    rows.vouchers.push({
      id,
      companyId,
      fiscalYearId: year.id,
      number: voucherNumber,
      date,
      sourceType: source.type,
      sourceId: source.id,
      description,
      total,
      createdAt: stamp,
      updatedAt: stamp,
    });
    rows.voucherLines.push(
      ...lines.map((line, index) => ({
        ...line,
        voucherId: id,
        companyId,
        date,
        voucherKind: 'NORMAL' as const,
        row: index + 1,
      })),
    );
    return id;
  };

  const drawn = (Object.entries(counts) as [InvoiceKind, number][])
    .flatMap(([kind, n]) => Array.from({ length: n }, () => ({ kind, day: random.int(0, seedDays - 1) })))
    .sort((a, b) => a.day - b.day);
  for (const { kind, day } of drawn) {
    const input = drawInvoice(random, catalogue, kind, period.first, day);
    const party = parties.get(input.stakeholderId);
    if (!party) throw new Error(`seed: stakeholder ${input.stakeholderId} missing`);
    const partyAccount = partyTafsili.get(party.id) ?? ensureStakeholderTafsili(db, companyId, party.id).id;
    partyTafsili.set(party.id, partyAccount);
    const { fields, lines } = buildInvoice(input, party, goods);
    const id = ids.invoice++;
    const stamp = `${input.issueDate}T06:30:00.000Z`;
    const fate = drawFate(random, fields.grandTotal, ageAtToday - day);
    rows.lines.push(...lines.map((line) => ({ ...line, invoiceId: id })));
    const header = { ...fields, id, companyId, kind, createdAt: stamp, updatedAt: stamp };
    if (fate.kind === 'draft' || fields.grandTotal === 0) {
      const unnumbered = { prefix: null, number: null };
      rows.invoices.push({
        ...header,
        status: 'DRAFT',
        balanceDue: kind === 'ESTIMATE' ? 0 : fields.grandTotal,
        searchText: invoiceSearchText({ ...fields, ...unnumbered }),
      });
      continue;
    }
    numbers[kind] += 1;
    const numbered = { fiscalYearId: year.id, number: numbers[kind], prefix: prefixes[kind], issuedAt: stamp };
    const searchText = invoiceSearchText({ ...fields, ...numbered });
    const printed = displayNumberOf(numbered);
    if (fate.kind === 'cancelled') {
      rows.invoices.push({
        ...header,
        ...numbered,
        searchText,
        status: 'CANCELLED',
        balanceDue: 0,
        cancelledAt: stamp,
      });
      continue;
    }
    if (kind === 'ESTIMATE') {
      // Numbered, never posted, owed by no one.
      rows.invoices.push({ ...header, ...numbered, searchText, status: 'ISSUED', balanceDue: 0 });
      continue;
    }
    const named = { kind, stakeholderName: fields.stakeholderName };
    const voucherId = post(
      input.issueDate,
      { type: invoiceSource, id },
      invoiceDescription(named, printed),
      invoicePostingLines(settings, { ...fields, kind }, partyAccount),
    );
    fate.payments.forEach((amount, index) => {
      const date = addDays(input.issueDate, Math.min(seedDays - 1 - day, random.int(0, 20) + index * 10));
      const payment = {
        id: ids.payment++,
        invoiceId: id,
        companyId,
        date,
        amount,
        ...drawPaymentMethod(random, kind, catalogue),
      };
      const paymentVoucher = post(
        date,
        { type: paymentSource, id: payment.id },
        paymentDescription(named, printed),
        paymentPostingLines(settings, kind, payment, partyAccount),
      );
      rows.payments.push({ ...payment, voucherId: paymentVoucher, createdAt: `${date}T07:00:00.000Z` });
    });
    if (kind === 'PURCHASE')
      rows.stock.push(...purchasedStock(goods, { companyId, invoiceId: id, date: input.issueDate }, lines));
    const paid = fate.payments.reduce((sum, amount) => sum + amount, 0);
    rows.invoices.push({
      ...header,
      ...numbered,
      searchText,
      status: paidStatus(fields.grandTotal, paid),
      paid,
      balanceDue: fields.grandTotal - paid,
      voucherId,
    });
  }
  insertAll(client, vouchers, rows.vouchers);
  insertAll(client, voucherLines, rows.voucherLines);
  insertAll(client, invoices, rows.invoices);
  insertAll(client, invoiceLines, rows.lines);
  insertAll(client, invoicePayments, rows.payments);
  insertAll(client, stockMovements, rows.stock);
  rebuildPeriodTotals(db, companyId);
}

/**
 * Invoices of each seeded company over the seeded years (1404 whole, 1405 up to `today`), after the books' seed, in
 * one transaction: per year the bulk of sales and purchases, then estimates, delivery notes and returns through the
 * domain (invoice-follow-ups.ts). Only a company with no invoices gets them, so a second run adds nothing.
 */
export function seedInvoices(db: Db, today = tehranDay()): void {
  db.transaction((tx) => {
    for (const company of Object.values(seededCompanies)) {
      const written = tx.select({ n: count() }).from(invoices).where(eq(invoices.companyId, company.id)).get();
      if ((written?.n ?? 0) > 0) continue;
      for (const period of seedPeriods(today)) {
        // 1405 keeps the draws it had when it was the only seeded year.
        const offset = (period.year - 1405) * 1_000;
        seedCompanyInvoices(tx, db.$client, company.id, 15_000 + company.id + offset, period, { today });
        seedInvoiceFollowUps(tx, company.id, 16_000 + company.id + offset, period);
      }
    }
  });
}
