import { MatchersV3 } from '@pact-foundation/pact';
import { isoDate, isoDateTimeLike } from '../../lib/api/testing/matchers.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { linkTerms } from '../../lib/api/testing/pay-link-pact.ts';

const { boolean, integer, regex, string, nullValue } = MatchersV3;

export const isoDateTime = isoDateTimeLike('2026-04-02T06:30:00.000Z');
export { isoDate };

/** The provider state's terminal: dedicated, active, settled daily into the example IBAN. */
export const payState = 'the signed-in user has an active terminal with a paid link';
export const payParams = { companyId: 1, terminalId: 1, linkId: 1 };
/** The same terminal and link, with a payment of 750,000 Rials recorded by hand beside the card one. */
export const manualPayState =
  'the signed-in user has an active terminal with a paid link and a payment recorded by hand';

/** A signed-in interaction on the payment host, by default in the state of the active terminal with its paid link. */
export const onPayHost = (state = payState, params: Parameters<typeof signedInPact>[1] = payParams) =>
  signedInPact(state, params).on('pay');

export const terminalDetail = {
  id: integer(1),
  name: string('درگاه اختصاصی عمده‌فروشی'),
  kind: regex(/^(shared|novin|dedicated)$/, 'dedicated'),
  status: regex(/^(REQUESTED|ACTIVE)$/, 'ACTIVE'),
  siteUrl: nullValue(),
  settlementIban: regex(/^IR\d{24}$/, 'IR900120000000987654321001'),
  settlementSchedule: regex(/^(DAILY|WEEKLY)$/, 'DAILY'),
  callbackUrl: nullValue(),
  businessName: string('بازرگانی آرمان'),
  createdAt: isoDateTime,
  activatedAt: isoDateTime,
};

/** The state's link: payer-priced between 100,000 and 5,000,000 Rials, paid once. */
export const paidLink = {
  id: integer(1),
  terminalId: integer(1),
  token: regex(/^[A-Za-z0-9]{8,32}$/, 'PactLinkToken1'),
  ...linkTerms,
  usageLimit: nullValue(),
  eventOn: nullValue(),
  active: boolean(true),
  usedCount: integer(1),
  collected: integer(1_200_000),
  state: regex(/^(AVAILABLE|EXPIRED|INACTIVE|USED_UP)$/, 'AVAILABLE'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const purchase = {
  id: integer(1),
  terminalId: integer(1),
  linkId: integer(1),
  linkTitle: string('پرداخت صورتحساب'),
  amount: integer(1_200_000),
  cardMasked: regex(/^\d{6}\*{6}\d{4}$/, '603799******7893'),
  payerName: string('مریم احمدی'),
  payerMobile: regex(/^09\d{9}$/, '09121234567'),
  reference: regex(/^\d{12}$/, '712345678901'),
  paidAt: isoDateTime,
  paidOn: isoDate('2026-11-25'),
  manual: boolean(false),
  note: nullValue(),
};

/** A purchase recorded by hand: no card, a reference of its own, the owner's note. */
export const manualPurchase = {
  ...purchase,
  amount: integer(750_000),
  cardMasked: '',
  payerName: nullValue(),
  payerMobile: nullValue(),
  reference: regex(/^M\d{12}$/, 'M712345678901'),
  manual: true,
  note: string('کارت به کارت'),
};
