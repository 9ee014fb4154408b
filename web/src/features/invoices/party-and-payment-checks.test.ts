import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { checkPayment, newPaymentValues } from './invoice-payment-form.tsx';
import { checkParty, partyValuesFrom } from './party-values.ts';

describe("the invoice editor's new party", () => {
  it('starts from the text typed: its first word the first name, the rest the last name', () => {
    expect(partyValuesFrom('  مینا  رضایی نیک ')).toMatchObject({
      kind: 'INDIVIDUAL',
      firstName: 'مینا',
      lastName: 'رضایی نیک',
    });
  });

  it("is checked by the stakeholders' schema: a customer on a sale, a supplier on a purchase, Persian digits read", () => {
    const values = { ...partyValuesFrom('مینا رضایی'), mobile: '۰۹۱۲۱۲۳۴۵۶۷' };
    expect(checkParty(values, 'SELL')).toMatchObject({
      ok: true,
      input: { kind: 'INDIVIDUAL', isCustomer: true, isSupplier: false, mobile: '09121234567' },
    });
    expect(checkParty(values, 'PURCHASE')).toMatchObject({ ok: true, input: { isCustomer: false, isSupplier: true } });
  });

  it("names each field's error: a name left out, a short mobile, a national id with a wrong check digit", () => {
    const checked = checkParty({ ...partyValuesFrom('مینا'), mobile: '0912', nationalId: '0012345678' }, 'SELL');
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.errors).toEqual({
      lastName: 'REQUIRED',
      mobile: expect.any(String),
      nationalId: expect.any(String),
    });
    const business = checkParty({ ...partyValuesFrom(''), kind: 'BUSINESS' }, 'SELL');
    expect(business.ok ? {} : business.errors).toEqual({ businessName: 'REQUIRED' });
  });
});

describe('a payment through a payment method', () => {
  const invoice = { balanceDue: 1_000_000 } as Invoice;
  const values = { ...newPaymentValues(invoice, 'en'), method: 'CARD' as const };

  it('sends the method chosen, or none when the kind has none', () => {
    expect(checkPayment(values, 1_000_000, 4)).toMatchObject({ ok: true, input: { paymentMethodId: 4 } });
    expect(checkPayment(values, 1_000_000, null)).toMatchObject({ ok: true, input: { paymentMethodId: null } });
  });

  it("is held back while the kind's methods load, so it never posts to the settings' account by accident", () => {
    expect(checkPayment(values, 1_000_000, undefined)).toEqual({
      ok: false,
      errors: { paymentMethodId: 'WEB_PAYMENT_METHODS_LOADING' },
    });
  });
});

describe('a cheque payment', () => {
  const invoice = { balanceDue: 5_000_000 } as Invoice;
  const cheque = {
    ...newPaymentValues(invoice, 'en'),
    method: 'CHEQUE' as const,
    reference: '445566',
    chequeDueDate: '2026-06-21',
    chequeSayadId: '۲۲۲۲ ۳۳۳۳ ۴۴۴۴ ۵۵۵۵',
    chequeBank: 'بانک صادرات',
  };

  it("on a sale sends the cheque's paper, its serial the cheque number and the Sayad id read as 16 digits", () => {
    expect(checkPayment(cheque, 5_000_000, null, 'SELL')).toMatchObject({
      ok: true,
      input: { cheque: { sayadId: '2222333344445555', serial: '445566', bankName: 'بانک صادرات', branch: null } },
    });
  });

  it('on a sale refuses a Sayad id of fewer digits under its field; on a purchase sends no paper', () => {
    expect(checkPayment({ ...cheque, chequeSayadId: '1234' }, 5_000_000, null, 'SELL')).toEqual({
      ok: false,
      errors: { 'cheque.sayadId': 'INVALID_SAYAD_ID' },
    });
    const onPurchase = { ...cheque, chequeBookId: '3', chequeLeaf: '۱۲' };
    expect(checkPayment(onPurchase, 5_000_000, null, 'PURCHASE')).toMatchObject({ ok: true, input: { cheque: null } });
  });

  it('on a purchase sends the book, the leaf (its number the cheque number) and the Sayad id; no leaf is refused', () => {
    const onPurchase = { ...cheque, chequeBookId: '3', chequeLeaf: '۱۲' };
    expect(checkPayment(onPurchase, 5_000_000, null, 'PURCHASE')).toMatchObject({
      ok: true,
      input: { reference: '12', issuedCheque: { chequeBookId: 3, leaf: 12, sayadId: '2222333344445555' } },
    });
    const noLeaf = checkPayment({ ...onPurchase, chequeLeaf: '' }, 5_000_000, null, 'PURCHASE');
    expect(noLeaf.ok ? {} : noLeaf.errors).toMatchObject({ 'issuedCheque.leaf': 'INVALID_LEAF' });
  });
});
