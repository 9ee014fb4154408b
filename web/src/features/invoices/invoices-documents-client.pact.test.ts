import type { DeliveryNoteInput, InvoiceReturnInput } from '@daftar/contracts/endpoints/invoices-documents';
import { describe, expect, it } from 'vitest';
import { firstPage, signedInPact } from '../../lib/api/testing/pact.ts';
import {
  addInvoiceDelivery,
  addInvoiceReturn,
  convertEstimate,
  listDeliveryNotes,
} from './invoices-documents-client.ts';
import {
  company,
  example,
  hasInvoices,
  injected,
  integer,
  invoice,
  invoiceAt,
  isoDate,
  isoDateTime,
  like,
  string,
} from './invoices-pact-fixtures.ts';
import { sentQuery } from '../../lib/api/testing/query.ts';

const returnOne: InvoiceReturnInput = {
  date: '2026-04-20',
  lines: [{ invoiceLineId: example.issuedLineId, quantity: 1 }],
  notes: null,
};
const returnBody = (quantity: number) => ({
  ...returnOne,
  lines: [{ invoiceLineId: injected('issuedLineId'), quantity }],
});

const deliverRest: DeliveryNoteInput = {
  date: '2026-04-21',
  lines: [{ invoiceLineId: example.deliveredLineId, quantity: 1 }],
  notes: null,
};
const deliveryBody = (quantity: number) => ({
  ...deliverRest,
  lines: [{ invoiceLineId: injected('deliveredLineId'), quantity }],
});

describe('the returns and delivery notes of an invoice', () => {
  it('returns a line in part (201): the invoice answers partly returned, with the return', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to return part of a line of an issued sale')
      .request(['POST', invoiceAt('issuedInvoiceId', '/returns')], { body: returnBody(1) })
      .answersItem(201, invoice('PARTLY_RETURNED', { withReturns: true }))
      .test(async (client) => {
        const returned = await addInvoiceReturn(client, 1, example.issuedInvoiceId, returnOne);
        expect(returned.status).toBe('PARTLY_RETURNED');
        expect(returned.returns.length).toBeGreaterThan(0);
      });
  });

  it('answers 409 on the line to returning more than was sold, and writes nothing', async () => {
    const tooMuch = { ...returnOne, lines: [{ invoiceLineId: example.issuedLineId, quantity: 3 }] };
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to return more than was sold')
      .request(['POST', invoiceAt('issuedInvoiceId', '/returns')], { body: returnBody(3) })
      .refusesCall(
        409,
        'RETURN_ABOVE_SOLD',
        (client) => addInvoiceReturn(client, 1, example.issuedInvoiceId, tooMuch),
        [{ path: 'body.lines.0.quantity', message: 'RETURN_ABOVE_SOLD' }],
      );
  });

  it('delivers what is left (201): the invoice answers with its delivery notes', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to deliver the rest of a sale')
      .request(['POST', invoiceAt('deliveredInvoiceId', '/deliveries')], { body: deliveryBody(1) })
      .answersItem(201, invoice('ISSUED', { withDeliveries: true }))
      .test(async (client) => {
        const delivered = await addInvoiceDelivery(client, 1, example.deliveredInvoiceId, deliverRest);
        expect(delivered.deliveries.length).toBeGreaterThan(0);
      });
  });

  it('answers 409 on the line to delivering more than is left, and writes nothing', async () => {
    const tooMuch = { ...deliverRest, lines: [{ invoiceLineId: example.deliveredLineId, quantity: 2 }] };
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to deliver more than is left')
      .request(['POST', invoiceAt('deliveredInvoiceId', '/deliveries')], { body: deliveryBody(2) })
      .refusesCall(
        409,
        'DELIVERY_ABOVE_LEFT',
        (client) => addInvoiceDelivery(client, 1, example.deliveredInvoiceId, tooMuch),
        [{ path: 'body.lines.0.quantity', message: 'DELIVERY_ABOVE_LEFT' }],
      );
  });

  it('answers one page of the delivery notes, searched by the customer', async () => {
    const query = { page: 1, pageSize: 20, sort: '-date', q: 'احمدی' } as const;
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request for a page of delivery notes')
      .request(['GET', '/api/v1/companies/1/delivery-notes'], { query: sentQuery(query) })
      .answers(
        200,
        firstPage({
          id: integer(41),
          number: integer(1),
          date: isoDate('2026-04-12'),
          invoiceId: integer(example.deliveredInvoiceId),
          invoiceNumber: string('4'),
          stakeholderId: integer(example.customerId),
          stakeholderCode: string('1007'),
          stakeholderName: string('مریم احمدی'),
          lineCount: integer(1),
          quantity: like(1),
          notes: like(null),
          createdAt: isoDateTime,
        }),
      )
      .test(async (client) => {
        const page = await listDeliveryNotes(client, 1, query);
        expect(page.data[0]?.stakeholderName).toBe('مریم احمدی');
      });
  });
});

describe('estimates', () => {
  it('makes an issued estimate a sell invoice (201): the answer is the new invoice, naming the estimate', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request to convert an estimate to a sell invoice')
      .request(['POST', invoiceAt('estimateId', '/convert')], { body: { issueDate: '2026-04-25', issue: true } })
      .answersItem(201, { ...invoice('ISSUED'), paid: integer(0), sourceInvoiceId: injected('estimateId') })
      .test(async (client) => {
        const made = await convertEstimate(client, 1, example.estimateId, { issueDate: '2026-04-25', issue: true });
        expect(made.sourceInvoiceId).toBe(example.estimateId);
      });
  });
});
