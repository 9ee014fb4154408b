import type { PaymentLink } from '@daftar/contracts/endpoints/pay-schemas';
import { describe, expect, it } from 'vitest';
import { checkManualPurchase, emptyManualPurchase } from './manual-purchase-values.ts';

const today = '2026-11-27';
const link = (overrides: Partial<PaymentLink>) =>
  ({
    kind: 'PAYMENT',
    amountMode: 'PAYER',
    amount: null,
    minAmount: 100_000,
    maxAmount: 5_000_000,
    ...overrides,
  }) as PaymentLink;

describe('a purchase recorded by hand, as the form checks it (the server checks the same)', () => {
  it("reads Persian digits, sends a payer-priced amount and leaves a fixed link's own amount out", () => {
    const values = { ...emptyManualPurchase(today), amount: '۳۰۰٬۰۰۰', note: ' نقدی ' };
    expect(checkManualPurchase(values, link({}), today)).toEqual({
      ok: true,
      input: { amount: 300_000, paidOn: today, payerName: null, payerMobile: null, note: 'نقدی' },
    });
    const fixed = link({ kind: 'PURCHASE', amountMode: 'FIXED', amount: 2_500_000, minAmount: null, maxAmount: null });
    const payer = { ...values, payerName: 'سارا محمدی', payerMobile: '۰۹۳۵۱۲۳۴۵۶۷' };
    expect(checkManualPurchase(payer, fixed, today)).toMatchObject({ ok: true, input: { amount: null } });
  });

  it("refuses what the link refuses: the range, a later day, a purchase link's missing payer", () => {
    const errorsOf = (values: Partial<ReturnType<typeof emptyManualPurchase>>, of = link({})) => {
      const checked = checkManualPurchase({ ...emptyManualPurchase(today), ...values }, of, today);
      return checked.ok ? {} : checked.errors;
    };
    expect(errorsOf({})).toEqual({ amount: 'AMOUNT_REQUIRED' });
    expect(errorsOf({ amount: '50,000' })).toEqual({ amount: 'AMOUNT_BELOW_MIN' });
    expect(errorsOf({ amount: '6,000,000' })).toEqual({ amount: 'AMOUNT_ABOVE_MAX' });
    expect(errorsOf({ amount: '500,000', paidOn: '2026-11-28' })).toEqual({ paidOn: 'PAID_ON_IN_FUTURE' });
    expect(errorsOf({ amount: '500,000', paidOn: '' })).toEqual({ paidOn: 'INVALID_DATE' });
    expect(errorsOf({ amount: '500,000' }, link({ kind: 'EVENT' }))).toEqual({
      payerName: 'PAYER_NAME_REQUIRED',
      payerMobile: 'PAYER_MOBILE_REQUIRED',
    });
  });
});
