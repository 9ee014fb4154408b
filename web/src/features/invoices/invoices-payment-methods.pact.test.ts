import type { InvoicePaymentInput } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { listActivePaymentMethods } from '../../lib/api/payment-methods.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { addInvoicePayment } from './invoices-client.ts';
import {
  company,
  eachLike,
  fromProviderState,
  integer,
  invoice,
  invoicesPath,
  isoDateTime,
  like,
  payment,
  regex,
  string,
} from './invoices-pact-fixtures.ts';

/**
 * The company pages' state: a cash till (the default cash method) and Mellat's card reader (`paymentMethodId`,
 * the default card reader, on moein 1102 and the Mellat tafsili) beside an unpaid issued sale (`issuedInvoiceId`).
 */
const hasMethods = 'a company of the signed-in user has its profile and payment methods';
const example = { paymentMethodId: 2, issuedInvoiceId: 12 };
const injected = (name: keyof typeof example) => fromProviderState(`\${${name}}`, example[name]);
const paymentsPath = fromProviderState(
  `${invoicesPath}/\${issuedInvoiceId}/payments`,
  `${invoicesPath}/${example.issuedInvoiceId}/payments`,
);

const cardReader = {
  id: integer(example.paymentMethodId),
  name: string('کارت‌خوان بانک ملت'),
  kind: regex(/^CARD_READER$/, 'CARD_READER'),
  account: { id: integer(31), code: string('1102'), nameFa: string('بانک‌ها'), nameEn: like('Banks') },
  tafsili: {
    id: integer(40),
    code: string('20001'),
    name: string('بانک ملت — حساب جاری'),
    kind: string('BANK_ACCOUNT'),
  },
  active: like(true),
  isDefault: like(true),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

const cardPayment: InvoicePaymentInput = {
  date: '2026-04-20',
  method: 'CARD',
  amount: 1_000_000,
  paymentMethodId: example.paymentMethodId,
  reference: '4411',
  chequeDueDate: null,
  notes: null,
};

describe('invoice payments through the company’s payment methods', () => {
  it('lists the active methods of a kind for the payment form', async () => {
    await signedInPact(hasMethods, company)
      .uponReceiving('a request for the active card readers, for a payment form')
      .request(['GET', '/api/v1/companies/1/payment-methods'], {
        query: { kind: 'CARD_READER', active: 'true', sort: 'name', page: '1', pageSize: '100' },
      })
      .answers(200, {
        success: true,
        data: eachLike(cardReader),
        meta: { page: integer(1), pageSize: integer(100), total: integer(1) },
      })
      .test(async (client) => {
        const methods = await listActivePaymentMethods(client, 1, 'CARD_READER');
        expect(methods[0]).toMatchObject({ kind: 'CARD_READER', active: true });
      });
  });

  it('records a card payment through a method: the payment keeps the method, its account and tafsili', async () => {
    await signedInPact(hasMethods, company)
      .uponReceiving('a request to add a payment through a payment method')
      .request(['POST', paymentsPath], { body: { ...cardPayment, paymentMethodId: injected('paymentMethodId') } })
      .answersItem(201, {
        ...invoice('PARTIALLY_PAID'),
        id: integer(example.issuedInvoiceId),
        payments: eachLike({
          ...payment,
          method: regex(/^CARD$/, 'CARD'),
          paymentMethodId: integer(example.paymentMethodId),
          paymentMethodName: string('کارت‌خوان بانک ملت'),
          tafsiliId: integer(40),
          reference: string('4411'),
        }),
      })
      .test(async (client) => {
        const paid = await addInvoicePayment(client, 1, example.issuedInvoiceId, cardPayment);
        expect(paid.payments[0]).toMatchObject({ method: 'CARD', paymentMethodId: example.paymentMethodId });
      });
  });

  it('answers 400 on the field to a method of another kind than the payment, and writes nothing', async () => {
    const cash = { ...cardPayment, method: 'CASH' as const, reference: null };
    await signedInPact(hasMethods, company)
      .uponReceiving('a request to add a cash payment through a card reader')
      .request(['POST', paymentsPath], { body: { ...cash, paymentMethodId: injected('paymentMethodId') } })
      .refusesCall(
        400,
        'PAYMENT_METHOD_KIND_MISMATCH',
        (client) => addInvoicePayment(client, 1, example.issuedInvoiceId, cash),
        [{ path: 'body.paymentMethodId', message: 'PAYMENT_METHOD_KIND_MISMATCH' }],
      );
  });
});
