import type { InvoiceInput, InvoicePaymentInput } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { firstPage, signedInPact } from '../../lib/api/testing/pact.ts';
import * as invoicesClient from './invoices-client.ts';
import {
  company,
  example,
  fromProviderState,
  hasInvoices,
  integer,
  invoice,
  invoiceAt,
  invoicesPath,
  saleBody,
  saleInput,
  summary,
} from './invoices-pact-fixtures.ts';
import { firstPageQuery, sentQuery } from '../../lib/api/testing/query.ts';

const { kind: _kind, issue: _issue, ...editFields } = saleInput;
const draftEdit: InvoiceInput = { ...editFields, notes: 'پیش‌نویس ویرایش‌شده' };
const cashPayment: InvoicePaymentInput = {
  date: '2026-04-20',
  method: 'CASH',
  amount: 100_000,
  reference: null,
  chequeDueDate: null,
  notes: null,
};

describe('the invoices of a company', () => {
  it('answers one page searched, filtered and sorted, with the totals of every matching row', async () => {
    const query = firstPageQuery({
      sort: '-issueDate',
      q: 'مریم',
      kind: 'SELL',
      status: 'PARTIALLY_PAID',
      from: '2026-03-21',
      to: '2027-03-20',
    });
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request for a page of invoices with search, filters and sort')
      .request(['GET', invoicesPath], { query: sentQuery(query) })
      .answers(
        200,
        firstPage(summary('PARTIALLY_PAID'), {
          totals: {
            count: integer(1),
            grandTotal: integer(2_750_000),
            vatTotal: integer(250_000),
            paid: integer(1_000_000),
            balanceDue: integer(1_750_000),
          },
        }),
      )
      .test(async (client) => {
        const page = await invoicesClient.listInvoices(client, 1, query);
        expect(page.data[0]?.status).toBe('PARTIALLY_PAID');
        expect(page.totals.balanceDue).toBeGreaterThan(0);
      });
  });

  it('answers one invoice with its lines and payments', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request for an invoice of the company')
      .request(['GET', invoiceAt('invoiceId')])
      .answersItem(200, invoice('PARTIALLY_PAID', { withPayments: true }))
      .test(async (client) => {
        const found = await invoicesClient.getInvoice(client, 1, example.invoiceId);
        expect(found.lines.length).toBeGreaterThan(0);
        expect(found.payments.length).toBeGreaterThan(0);
      });
  });

  it('answers 404 for an id the company does not have', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request for an invoice the company does not have')
      .request(`GET ${invoicesPath}/999999`)
      .refusesCall(404, 'INVOICE_NOT_FOUND', (client) => invoicesClient.getInvoice(client, 1, 999999));
  });

  it('creates a sale issued at once (201)', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to create a sell invoice and issue it')
      .request(['POST', invoicesPath], { body: saleBody(saleInput) })
      .answersItem(201, invoice('ISSUED', { sent: true }))
      .test(async (client) => {
        const created = await invoicesClient.createInvoice(client, 1, saleInput);
        expect(created.status).toBe('ISSUED');
        expect(created.number).not.toBeNull();
      });
  });

  it('answers 400 with the line’s field error to a negative quantity, and writes nothing', async () => {
    const negative = { ...saleInput, lines: saleInput.lines.map((entry) => ({ ...entry, quantity: -1 })) };
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to create an invoice with a negative quantity')
      .request(['POST', invoicesPath], { body: saleBody(negative) })
      .refusesField(
        400,
        'VALIDATION_FAILED',
        { path: 'body.lines.0.quantity', message: 'INVALID_QUANTITY' },
        (client) => invoicesClient.createInvoice(client, 1, negative),
      );
  });

  it('replaces a draft’s fields', async () => {
    const { kind: _k, issue: _i, ...editBody } = saleBody({ ...saleInput, notes: draftEdit.notes });
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to update a draft invoice')
      .request(['PUT', invoiceAt('draftInvoiceId')], { body: editBody })
      .answersItem(200, invoice('DRAFT', { sent: true }))
      .test(async (client) => {
        const saved = await invoicesClient.updateInvoice(client, 1, example.draftInvoiceId, draftEdit);
        expect(saved.status).toBe('DRAFT');
      });
  });

  it('issues a draft: it gets its number', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to issue a draft invoice')
      .request(['POST', invoiceAt('draftInvoiceId', '/issue')])
      .answersItem(200, invoice('ISSUED'))
      .test(async (client) => {
        const issued = await invoicesClient.issueInvoice(client, 1, example.draftInvoiceId);
        expect(issued.number).not.toBeNull();
      });
  });

  it('deletes a draft', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to delete a draft invoice')
      .request(['DELETE', invoiceAt('draftInvoiceId')])
      .answersDone((client) => invoicesClient.removeInvoice(client, 1, example.draftInvoiceId));
  });

  it('cancels an issued invoice without payments', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to cancel an issued invoice')
      .request(['POST', invoiceAt('issuedInvoiceId', '/cancel')], { body: {} })
      .answersItem(200, invoice('CANCELLED'))
      .test(async (client) => {
        const cancelled = await invoicesClient.cancelInvoice(client, 1, example.issuedInvoiceId);
        expect(cancelled.status).toBe('CANCELLED');
      });
  });

  it('answers 409 to cancelling an invoice that has payments', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to cancel an invoice that has payments')
      .request(['POST', invoiceAt('invoiceId', '/cancel')], { body: {} })
      .refusesCall(409, 'INVOICE_HAS_PAYMENTS', (client) => invoicesClient.cancelInvoice(client, 1, example.invoiceId));
  });
});

/** `/invoices/${invoiceId}/payments/${paymentId}`, both the state's. */
const paymentPath = fromProviderState(
  `${invoicesPath}/\${invoiceId}/payments/\${paymentId}`,
  `${invoicesPath}/${example.invoiceId}/payments/${example.paymentId}`,
);

describe('the payments of an invoice', () => {
  it('records a cash payment (201): the invoice answers with it', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to add a payment to an invoice')
      .request(['POST', invoiceAt('invoiceId', '/payments')], { body: cashPayment })
      .answersItem(201, invoice('PARTIALLY_PAID', { withPayments: true }))
      .test(async (client) => {
        const paid = await invoicesClient.addInvoicePayment(client, 1, example.invoiceId, cashPayment);
        expect(paid.payments.length).toBeGreaterThan(0);
      });
  });

  it('answers 409 under the amount to a payment above the balance due, and writes nothing', async () => {
    const tooMuch = { ...cashPayment, amount: 1_000_000_000_000 };
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to add a payment above the balance due')
      .request(['POST', invoiceAt('invoiceId', '/payments')], { body: tooMuch })
      .refusesCall(
        409,
        'PAYMENT_ABOVE_BALANCE_DUE',
        (client) => invoicesClient.addInvoicePayment(client, 1, example.invoiceId, tooMuch),
        [{ path: 'body.amount', message: 'PAYMENT_ABOVE_BALANCE_DUE' }],
      );
  });

  it('removes a payment: the balance due grows again', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to remove a payment of an invoice')
      .request(['DELETE', paymentPath])
      .answersItem(200, invoice('ISSUED'))
      .test(async (client) => {
        const invoiceAfter = await invoicesClient.removeInvoicePayment(client, 1, example.invoiceId, example.paymentId);
        expect(invoiceAfter.balanceDue).toBeGreaterThan(0);
      });
  });
});
