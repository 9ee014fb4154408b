import { and, eq } from 'drizzle-orm';
import type { InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import type { InvoiceSettings } from '@daftar/contracts/endpoints/invoice-settings-schemas';
import type { Queryable } from '@daftar/db/client';
import { invoiceNumberPrefixes, invoices } from '@daftar/db/schema/invoices';
import { memoryIdOf, setMemoryId } from './invoice-moadian.ts';
import { inTransaction } from './invoice-rows.ts';
import { nextNumberOf } from '../record-codes.ts';

const settingKinds = { sellPrefix: 'SELL', purchasePrefix: 'PURCHASE' } as const satisfies Record<string, InvoiceKind>;

/** The prefix printed before a kind's numbers; empty unless set. */
export function prefixOf(db: Queryable, companyId: number, kind: InvoiceKind): string {
  const row = db
    .select({ prefix: invoiceNumberPrefixes.prefix })
    .from(invoiceNumberPrefixes)
    .where(and(eq(invoiceNumberPrefixes.companyId, companyId), eq(invoiceNumberPrefixes.kind, kind)))
    .get();
  return row?.prefix ?? '';
}

export function getInvoiceSettings(db: Queryable, companyId: number): InvoiceSettings {
  return {
    sellPrefix: prefixOf(db, companyId, 'SELL'),
    purchasePrefix: prefixOf(db, companyId, 'PURCHASE'),
    moadianMemoryId: memoryIdOf(db, companyId),
  };
}

/** Sets the prefixes (issued invoices keep the prefix they were issued with) and the memory id when given. */
export function updateInvoiceSettings(db: Queryable, companyId: number, input: InvoiceSettings): InvoiceSettings {
  return inTransaction(db, (tx) => {
    const updatedAt = new Date().toISOString();
    for (const [field, kind] of Object.entries(settingKinds) as [keyof typeof settingKinds, InvoiceKind][]) {
      tx.insert(invoiceNumberPrefixes)
        .values({ companyId, kind, prefix: input[field], updatedAt })
        .onConflictDoUpdate({
          target: [invoiceNumberPrefixes.companyId, invoiceNumberPrefixes.kind],
          set: { prefix: input[field], updatedAt },
        })
        .run();
    }
    if (input.moadianMemoryId !== undefined) setMemoryId(tx, companyId, input.moadianMemoryId);
    return getInvoiceSettings(tx, companyId);
  });
}

/**
 * The next number of a kind in a fiscal year. Numbers are given only at issue and an issued invoice is never
 * deleted (it is cancelled, keeping its number), so 1..n has no gaps; the unique index guards the rest.
 */
export function nextInvoiceNumber(db: Queryable, fiscalYearId: number, kind: InvoiceKind): number {
  return nextNumberOf(db, invoices.number, and(eq(invoices.fiscalYearId, fiscalYearId), eq(invoices.kind, kind)));
}
