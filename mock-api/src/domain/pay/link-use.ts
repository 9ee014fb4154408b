import { sql } from 'drizzle-orm';
import type { Tx } from '@daftar/db/client';
import { paymentLinks } from '@daftar/db/schema/pay';
import { DomainError } from '../errors.ts';

/**
 * Counts one use of a link and what it took, in the purchase's transaction. The limit is checked in the same UPDATE,
 * so two payers (or a payer and a hand-recorded payment) cannot both take an event's last place: 409 LINK_USED_UP.
 */
export function countLinkUse(tx: Tx, linkId: number, amount: number): void {
  const counted = tx
    .update(paymentLinks)
    .set({ usedCount: sql`${paymentLinks.usedCount} + 1`, collected: sql`${paymentLinks.collected} + ${amount}` })
    .where(
      sql`${paymentLinks.id} = ${linkId} and (${paymentLinks.usageLimit} is null or ${paymentLinks.usedCount} < ${paymentLinks.usageLimit})`,
    )
    .run();
  if (counted.changes === 0) throw new DomainError('conflict', 'LINK_USED_UP');
}
