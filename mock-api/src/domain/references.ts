import { and, eq, exists } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { voucherLines } from '@daftar/db/schema/accounting-journal';
import { invoiceLines, invoices } from '@daftar/db/schema/invoices';
import { firstId } from './owned-row.ts';

/**
 * Whether other records refer to a stakeholder or an item, which decides whether DELETE removes the row or archives
 * it (active false) so history keeps its party and lines. A stakeholder is referenced once anything was posted to
 * their tafsili; the invoice and stock issues add their look-ups here, in this one place.
 */
export function isReferenced(db: Queryable, kind: 'stakeholder' | 'item', id: number): boolean {
  if (kind === 'item') {
    return db.select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.itemId, id)).get() !== undefined;
  }
  if (db.select({ id: invoices.id }).from(invoices).where(eq(invoices.stakeholderId, id)).get()) return true;
  const posted = firstId(
    db,
    tafsiliAccounts.id,
    and(
      eq(tafsiliAccounts.stakeholderId, id),
      exists(
        db.select({ id: voucherLines.id }).from(voucherLines).where(eq(voucherLines.tafsiliId, tafsiliAccounts.id)),
      ),
    ),
  );
  return posted !== undefined;
}
