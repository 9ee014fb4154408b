import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { manualPurchaseInputSchema, Purchase } from '@daftar/contracts/endpoints/pay-schemas';
import type { Db } from '@daftar/db/client';
import { linkPurchases, type PaymentLinkRow, paymentLinks, type TerminalRow } from '@daftar/db/schema/pay';
import { searchTextOf } from '@daftar/db/text/search-text';
import { DomainError } from '../errors.ts';
import { countLinkUse } from './link-use.ts';
import { findTerminalLink } from './links.ts';
import { purchaseColumns } from './purchases.ts';
import { tehranToday } from '../clock/tehran-day.ts';

type ManualPurchaseInput = z.output<typeof manualPurchaseInputSchema>;

const refused = (code: string, field: string) =>
  new DomainError('invalid', 'VALIDATION_FAILED', [{ path: `body.${field}`, message: code }]);

/** What was taken: a FIXED link's own amount (only repeated, never changed), or one within a PAYER link's range. */
function amountTaken(link: PaymentLinkRow, amount: number | null | undefined): number {
  if (link.amountMode === 'FIXED') {
    if (amount != null && amount !== link.amount) throw refused('LINK_AMOUNT_FIXED', 'amount');
    return link.amount ?? 0;
  }
  if (amount == null) throw refused('AMOUNT_REQUIRED', 'amount');
  if (link.minAmount !== null && amount < link.minAmount) throw refused('AMOUNT_BELOW_MIN', 'amount');
  if (link.maxAmount !== null && amount > link.maxAmount) throw refused('AMOUNT_ABOVE_MAX', 'amount');
  return amount;
}

/** A hand-recorded purchase's reference: M and twelve digits, so it is never taken for a bank's tracking number. */
const manualReference = () => `M${randomInt(1, 10)}${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;

/**
 * Records by hand a payment for the link that the business took outside its page (cash at an event's door, a card
 * reader, a card-to-card transfer). It lands in the terminal's purchases and takings on the day given, marked
 * manual, and uses one of the link's places like a paid one (counted only while under the limit: 409 LINK_USED_UP).
 * An expired or switched-off link still takes one, since the money was already taken. A purchase or event link
 * needs the payer's name and mobile, as on its page. Bad input is 400 on its field, and nothing is written.
 */
export function createManualPurchase(
  db: Db,
  terminal: TerminalRow,
  linkId: number,
  input: ManualPurchaseInput,
  now: Date = new Date(),
): Purchase {
  return db.transaction((tx) => {
    const link = findTerminalLink(tx, terminal.id, linkId);
    const today = tehranToday(now);
    if (input.paidOn > today) throw refused('PAID_ON_IN_FUTURE', 'paidOn');
    if (input.paidOn < tehranToday(new Date(link.createdAt))) throw refused('PAID_ON_BEFORE_LINK', 'paidOn');
    const amount = amountTaken(link, input.amount);
    const payerName = input.payerName || null;
    const payerMobile = input.payerMobile || null;
    if (link.kind !== 'PAYMENT' && !payerName) throw refused('PAYER_NAME_REQUIRED', 'payerName');
    if (link.kind !== 'PAYMENT' && !payerMobile) throw refused('PAYER_MOBILE_REQUIRED', 'payerMobile');

    countLinkUse(tx, link.id, amount);
    const reference = manualReference();
    const note = input.note || null;
    // Today's is stamped now; an earlier day's at noon in Tehran, so it sorts within its day.
    const paidAt = input.paidOn === today ? now.toISOString() : `${input.paidOn}T08:30:00.000Z`;
    const { id } = tx
      .insert(linkPurchases)
      .values({
        terminalId: terminal.id,
        linkId: link.id,
        amount,
        cardMasked: '',
        payerName,
        payerMobile,
        reference,
        paidAt,
        paidOn: input.paidOn,
        searchText: searchTextOf(payerName, payerMobile, reference, link.title, note),
        manual: true,
        note,
      })
      .returning({ id: linkPurchases.id })
      .get();
    const saved = tx
      .select(purchaseColumns)
      .from(linkPurchases)
      .innerJoin(paymentLinks, eq(paymentLinks.id, linkPurchases.linkId))
      .where(eq(linkPurchases.id, id))
      .get();
    if (!saved) throw new Error(`createManualPurchase: purchase ${id} not read back`);
    return saved;
  });
}
