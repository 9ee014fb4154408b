import { describe, expect, it } from 'vitest';
import { ibanSchema, isValidCardNumber, isValidIban, isValidWebAddress, maskCardNumber } from './pay-checks.ts';
import { payExample } from './pay-examples.ts';
import { paymentLinkInputSchema, terminalRequestSchema } from './pay-schemas.ts';

describe('pay checks', () => {
  it('checks an IBAN by mod 97 and accepts it as people type it', () => {
    expect(isValidIban(payExample.iban)).toBe(true);
    expect(isValidIban(payExample.badIban)).toBe(false);
    expect(isValidIban('IR9001200000009876543210')).toBe(false);
    expect(ibanSchema.parse('ir90 0120-0000 0098 7654 3210 01')).toBe(payExample.iban);
  });

  it("checks a card's Luhn digit", () => {
    expect(isValidCardNumber(payExample.card)).toBe(true);
    expect(isValidCardNumber(payExample.badCard)).toBe(false);
    expect(isValidCardNumber('603799123456789')).toBe(false);
    expect(maskCardNumber(payExample.card)).toBe('603799******7893');
  });

  it('takes http and https addresses with a real host only', () => {
    expect(isValidWebAddress('https://shop.example.ir/pay')).toBe(true);
    expect(isValidWebAddress('http://localhost:5173')).toBe(true);
    for (const bad of ['shop.example.ir', 'ftp://shop.example.ir', 'https://shop', 'javascript:alert(1)']) {
      expect([bad, isValidWebAddress(bad)]).toEqual([bad, false]);
    }
  });

  it('asks each terminal kind for what it needs', () => {
    expect(terminalRequestSchema.safeParse({ kind: 'shared' }).success).toBe(true);
    const novin = terminalRequestSchema.safeParse({ kind: 'novin' });
    expect(novin.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['siteUrl']);
  });

  it("says a link's rules between fields with their codes", () => {
    const codes = (input: unknown) =>
      paymentLinkInputSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    const base = { kind: 'PAYMENT', title: 'پرداخت', amountMode: 'PAYER' };
    expect(codes({ ...base, minAmount: 200_000, maxAmount: 100_000 })).toEqual(['maxAmount:MIN_ABOVE_MAX']);
    expect(codes({ ...base, amountMode: 'FIXED' })).toEqual(['amount:AMOUNT_REQUIRED']);
    expect(codes({ ...base, kind: 'EVENT', amountMode: 'FIXED', amount: 50_000 })).toEqual([
      'eventOn:EVENT_DATE_REQUIRED',
      'usageLimit:CAPACITY_REQUIRED',
    ]);
    expect(codes({ ...base, kind: 'PURCHASE' })).toEqual(['amountMode:FIXED_AMOUNT_ONLY']);
  });
});
