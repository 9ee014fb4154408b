import { MatchersV3 } from '@pact-foundation/pact';

const { integer, nullValue, regex, string } = MatchersV3;

/**
 * What the provider state's payment link asks of a payer, as its owner (pay) and the public payment page
 * (pay-public) both read it: here, because one area's fixtures may not import another's.
 */
export const linkTerms = {
  kind: regex(/^(PAYMENT|PURCHASE|EVENT)$/, 'PAYMENT'),
  title: string('پرداخت صورتحساب'),
  description: string('مبلغ فاکتور خود را وارد کنید.'),
  amountMode: regex(/^(FIXED|PAYER)$/, 'PAYER'),
  amount: nullValue(),
  minAmount: integer(100_000),
  maxAmount: integer(5_000_000),
  expiresOn: nullValue(),
};
