import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type PaymentReceipt,
  type PublicPaymentLink,
  type linkPaymentInputSchema,
  maximumPayment,
  minimumPayment,
} from '@daftar/contracts/endpoints/pay-schemas';
import { maskCardNumber } from '@daftar/contracts/endpoints/pay-checks';
import type { Db, Queryable } from '@daftar/db/client';
import { companies } from '@daftar/db/schema/companies';
import { linkPurchases, type PaymentLinkRow, paymentLinks, terminals } from '@daftar/db/schema/pay';
import { DomainError } from '../errors.ts';
import { countLinkUse } from './link-use.ts';
import { linkState } from './links.ts';
import { newReference, purchaseSearchText } from './purchases.ts';
import { tehranToday } from '../clock/tehran-day.ts';

type LinkPaymentInput = z.output<typeof linkPaymentInputSchema>;

/** The dynamic password the mock gateway refuses, so QA and the tests can see a refused payment. */
export const wrongOtp = '000000';

function findByToken(db: Queryable, token: string) {
  const row = db
    .select({
      link: paymentLinks,
      terminalName: terminals.name,
      terminalActive: terminals.active,
      business: companies.name,
    })
    .from(paymentLinks)
    .innerJoin(terminals, eq(terminals.id, paymentLinks.terminalId))
    .innerJoin(companies, eq(companies.id, terminals.companyId))
    .where(eq(paymentLinks.token, token))
    .get();
  if (!row) throw new DomainError('not-found', 'PAYMENT_LINK_NOT_FOUND');
  return row;
}

const needsPayer = (link: PaymentLinkRow) => link.kind !== 'PAYMENT';

/** What the public page shows: the business, the link's title, amount and state; nothing else of the business. */
export function getPublicPaymentLink(db: Queryable, token: string): PublicPaymentLink {
  const { link, terminalName, business } = findByToken(db, token);
  return {
    token: link.token,
    businessName: business,
    terminalName,
    kind: link.kind,
    title: link.title,
    description: link.description,
    amountMode: link.amountMode,
    amount: link.amount,
    minAmount: link.minAmount,
    maxAmount: link.maxAmount,
    expiresOn: link.expiresOn,
    eventOn: link.eventOn,
    needsPayer: needsPayer(link),
    state: linkState(link),
  };
}

const stateRefusals = { EXPIRED: 'LINK_EXPIRED', INACTIVE: 'LINK_INACTIVE', USED_UP: 'LINK_USED_UP' } as const;

/** A field the link needs left out: a validation failure, the field's own code under it. */
const missingField = (code: string, field: string) =>
  new DomainError('invalid', 'VALIDATION_FAILED', [{ path: `body.${field}`, message: code }]);

/** A field given but refused by the link's rules: the field's code is the answer's code. */
const refusedField = (code: string, field: string) =>
  new DomainError('unprocessable', code, [{ path: `body.${field}`, message: code }]);

/** The amount charged: a FIXED link's own, or the payer's within the link's range (and the gateway's). */
function chargedAmount(link: PaymentLinkRow, input: LinkPaymentInput): number {
  if (link.amountMode === 'FIXED') return link.amount ?? 0;
  if (input.amount == null) throw missingField('AMOUNT_REQUIRED', 'amount');
  if (input.amount < Math.max(link.minAmount ?? 0, minimumPayment)) throw refusedField('AMOUNT_BELOW_MIN', 'amount');
  if (input.amount > Math.min(link.maxAmount ?? maximumPayment, maximumPayment)) {
    throw refusedField('AMOUNT_ABOVE_MAX', 'amount');
  }
  return input.amount;
}

/**
 * A simulated card payment on a link: the link must be payable (409 with why not), the amount in range (422), the
 * payer named where the link asks (400) and the dynamic password right (422). The purchase and the link's use and
 * takings are written in one transaction, and the use is counted only while it is under the limit, so two payers
 * racing for an event's last place cannot both get it.
 */
export function payPaymentLink(db: Db, token: string, input: LinkPaymentInput, now: Date = new Date()): PaymentReceipt {
  return db.transaction((tx) => {
    const { link, terminalActive, business } = findByToken(tx, token);
    if (!terminalActive) throw new DomainError('conflict', 'TERMINAL_NOT_ACTIVE');
    const state = linkState(link, tehranToday(now));
    if (state !== 'AVAILABLE') throw new DomainError('conflict', stateRefusals[state]);
    const amount = chargedAmount(link, input);
    const payerName = input.payerName || null;
    const payerMobile = input.payerMobile || null;
    if (needsPayer(link) && !payerName) throw missingField('PAYER_NAME_REQUIRED', 'payerName');
    if (needsPayer(link) && !payerMobile) throw missingField('PAYER_MOBILE_REQUIRED', 'payerMobile');
    if (input.otp === wrongOtp) throw refusedField('WRONG_OTP', 'otp');

    countLinkUse(tx, link.id, amount);
    const cardMasked = maskCardNumber(input.cardNumber);
    const reference = newReference();
    const paidAt = now.toISOString();
    tx.insert(linkPurchases)
      .values({
        terminalId: link.terminalId,
        linkId: link.id,
        amount,
        cardMasked,
        payerName,
        payerMobile,
        reference,
        paidAt,
        paidOn: tehranToday(now),
        searchText: purchaseSearchText({ payerName, payerMobile, reference, cardMasked, linkTitle: link.title }),
      })
      .run();
    return { reference, amount, cardMasked, paidAt, businessName: business, title: link.title };
  });
}
