import { randomInt } from 'node:crypto';
import { count, eq, type SQL, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Purchase, purchaseListQuerySchema } from '@daftar/contracts/endpoints/pay-schemas';
import type { Queryable } from '@daftar/db/client';
import { linkPurchases, paymentLinks } from '@daftar/db/schema/pay';
import { searchTextOf } from '@daftar/db/text/search-text';
import { listClauses, listColumnsOf, pageOf, withinDates } from '../list-page.ts';

type PurchaseListQuery = z.output<typeof purchaseListQuerySchema>;

/** The bank's tracking number: twelve digits, never starting with 0. */
export function newReference(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
}

/** The stored search key: payer, mobile, tracking number, the card's last four digits and the link's title. */
export function purchaseSearchText(fields: {
  payerName: string | null;
  payerMobile: string | null;
  reference: string;
  cardMasked: string;
  linkTitle: string;
}): string {
  return searchTextOf(
    fields.payerName,
    fields.payerMobile,
    fields.reference,
    fields.cardMasked.slice(-4),
    fields.linkTitle,
  );
}

const listColumns = listColumnsOf(linkPurchases.terminalId, linkPurchases, {
  paidAt: linkPurchases.paidAt,
  amount: linkPurchases.amount,
});

/** A purchase as the API answers it, with its link's title (join payment_links). */
export const purchaseColumns = {
  id: linkPurchases.id,
  terminalId: linkPurchases.terminalId,
  linkId: linkPurchases.linkId,
  linkTitle: paymentLinks.title,
  amount: linkPurchases.amount,
  cardMasked: linkPurchases.cardMasked,
  payerName: linkPurchases.payerName,
  payerMobile: linkPurchases.payerMobile,
  reference: linkPurchases.reference,
  paidAt: linkPurchases.paidAt,
  paidOn: linkPurchases.paidOn,
  manual: linkPurchases.manual,
  note: linkPurchases.note,
};

/** One page of a terminal's purchases, newest first unless asked, and the count and sum of all that match. */
export function listPurchases(
  db: Queryable,
  terminalId: number,
  query: PurchaseListQuery,
): { rows: Purchase[]; totals: { count: number; amount: number } } {
  const filters: SQL[] = [];
  if (query.linkId) filters.push(eq(linkPurchases.linkId, query.linkId));
  filters.push(...withinDates(linkPurchases.paidOn, query));
  if (query.source) filters.push(eq(linkPurchases.manual, query.source === 'MANUAL'));
  const clauses = listClauses(listColumns, terminalId, query, filters);
  const rows = pageOf(
    db
      .select(purchaseColumns)
      .from(linkPurchases)
      .innerJoin(paymentLinks, eq(paymentLinks.id, linkPurchases.linkId))
      .$dynamic(),
    clauses,
  ).all();
  const sums = db
    .select({ count: count(), amount: sum(linkPurchases.amount) })
    .from(linkPurchases)
    .where(clauses.where)
    .get();
  return { rows, totals: { count: sums?.count ?? 0, amount: Number(sums?.amount ?? 0) } };
}
