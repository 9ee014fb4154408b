import type { PaymentLink } from '@daftar/contracts/endpoints/pay-schemas';
import { describe, expect, it } from 'vitest';
import { emptyLinkValues, linkValues, validateLink } from './link-form-values.ts';

describe('the link form values', () => {
  it('reads Persian digits and grouping, and sends only what the amount mode uses', () => {
    const checked = validateLink({
      ...emptyLinkValues('PAYMENT'),
      title: 'پرداخت صورتحساب',
      amountMode: 'PAYER',
      amount: '۹۹۹',
      minAmount: '۱۰۰٬۰۰۰',
      maxAmount: '5,000,000',
      usageLimit: '۱۲',
    });
    expect(checked).toEqual({
      ok: true,
      input: expect.objectContaining({ amount: null, minAmount: 100_000, maxAmount: 5_000_000, usageLimit: 12 }),
    });
  });

  it('refuses what the contract refuses, under the fields: each field first, then the rules between them', () => {
    const event = emptyLinkValues('EVENT');
    const fields = validateLink({ ...event, title: 'ک', amount: 'abc' });
    expect(fields.ok ? {} : fields.errors).toEqual({ title: 'NAME_TOO_SHORT', amount: 'INVALID_AMOUNT' });
    const rules = validateLink({ ...event, title: 'کارگاه', amount: '۸٬۰۰۰٬۰۰۰' });
    expect(rules.ok ? {} : rules.errors).toEqual({ eventOn: 'EVENT_DATE_REQUIRED', usageLimit: 'CAPACITY_REQUIRED' });
  });

  it("shows a saved link's amounts and limit in the reader's digits", () => {
    const link = {
      kind: 'PURCHASE',
      title: 'بستهٔ هدیه',
      description: null,
      amountMode: 'FIXED',
      amount: 2_500_000,
      minAmount: null,
      maxAmount: null,
      expiresOn: '2027-01-01',
      usageLimit: 40,
      eventOn: null,
      active: true,
    } as PaymentLink;
    expect(linkValues(link, 'fa')).toMatchObject({ amount: '۲٬۵۰۰٬۰۰۰', usageLimit: '۴۰', expiresOn: '2027-01-01' });
    expect(linkValues(link, 'en')).toMatchObject({ amount: '2,500,000', usageLimit: '40' });
  });
});
