import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { addDays } from '@daftar/db/accounting/calendar';
import { invoices } from '@daftar/db/schema/invoices';
import { seededRandom } from '@daftar/db/seed/random';
import { convertEstimate } from '../domain/invoices/estimates.ts';
import { addInvoiceDelivery } from '../domain/invoices/invoice-deliveries.ts';
import { addInvoiceReturn } from '../domain/invoices/invoice-returns.ts';
import { getInvoice } from '../domain/invoices/invoice-rows.ts';
import type { SeedPeriod } from '@daftar/db/seed/seed-years';

/** Per seeded company and year, after the bulk of invoices and estimates: conversions, delivery notes and returns. */
export const seededFollowUps = { converted: 20, returns: 15, purchaseReturns: 5 };

/**
 * Written through the domain (convertEstimate, addInvoiceDelivery, addInvoiceReturn), so numbering, posting and
 * stock are the API's own (about a hundred calls: the estimates themselves are written in bulk with the invoices).
 * Deliveries: a quarter of the issued sales, a few days after their date, in full or in part; returns: a part of one
 * line of unpaid sales and purchases (so no party ends with a credit here).
 */
export function seedInvoiceFollowUps(db: Queryable, companyId: number, seed: number, period: SeedPeriod): void {
  const random = seededRandom(seed);
  const notAfterSeed = (date: string) => (date > period.last ? period.last : date);
  const inPeriod = and(eq(invoices.companyId, companyId), between(invoices.issueDate, period.first, period.last));
  const estimates = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inPeriod, eq(invoices.kind, 'ESTIMATE'), eq(invoices.status, 'ISSUED')))
    .orderBy(asc(invoices.id))
    .all()
    .map((row) => row.id);
  for (const id of estimates.slice(0, seededFollowUps.converted)) {
    const estimate = getInvoice(db, companyId, id);
    convertEstimate(db, companyId, id, null, {
      issueDate: notAfterSeed(addDays(estimate.issueDate, random.int(1, 10))),
      issue: true,
    });
  }

  const sales = db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(and(inPeriod, eq(invoices.kind, 'SELL'), inArray(invoices.status, ['ISSUED', 'PARTIALLY_PAID', 'PAID'])))
    .orderBy(asc(invoices.id))
    .all();
  for (const sale of sales) {
    if (!random.chance(0.25)) continue;
    const invoice = getInvoice(db, companyId, sale.id);
    const whole = random.chance(0.75);
    const lines = invoice.lines.map((line) => ({
      invoiceLineId: line.id,
      quantity: whole ? line.quantity : Math.max(0.001, Math.floor(line.quantity * 500) / 1000),
    }));
    addInvoiceDelivery(db, companyId, sale.id, null, {
      date: notAfterSeed(addDays(invoice.issueDate, random.int(0, 5))),
      lines,
    });
  }

  const unpaid = (kind: 'SELL' | 'PURCHASE') =>
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(inPeriod, eq(invoices.kind, kind), eq(invoices.status, 'ISSUED')))
      .orderBy(asc(invoices.id))
      .all();
  const returnSome = (ids: { id: number }[], count: number) => {
    for (const [index, { id }] of ids
      .filter(() => random.chance(0.5))
      .slice(0, count)
      .entries()) {
      const invoice = getInvoice(db, companyId, id);
      // The first comes back whole (RETURNED); the others, part of one line (PARTLY_RETURNED).
      if (index === 0) {
        addInvoiceReturn(db, companyId, id, null, {
          date: notAfterSeed(addDays(invoice.issueDate, random.int(3, 20))),
          lines: invoice.lines.map((line) => ({ invoiceLineId: line.id, quantity: line.quantity })),
          notes: 'لغو سفارش توسط مشتری',
        });
        continue;
      }
      const line = random.pick(invoice.lines);
      const quantity = Math.max(0.001, Math.floor(line.quantity * random.pick([250, 500, 1000])) / 1000);
      addInvoiceReturn(db, companyId, id, null, {
        date: notAfterSeed(addDays(invoice.issueDate, random.int(3, 20))),
        lines: [{ invoiceLineId: line.id, quantity }],
        notes: random.pick(['مرجوعی به دلیل آسیب در حمل', 'کالای اضافه برگشت داده شد', 'عدم تطابق با سفارش']),
      });
    }
  };
  returnSome(unpaid('SELL'), seededFollowUps.returns);
  returnSome(unpaid('PURCHASE'), seededFollowUps.purchaseReturns);
}
