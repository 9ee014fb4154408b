import { describe, it } from 'vitest';
import { expectInvoicesRefused, openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

let saleId: number;
let lineId: number;
const k = booksPerTest(openInvoiceBooks, async (books) => {
  const answer = await books.api<{ itemInfo: { id: number; lines: { id: number }[] } }>('POST', books.base, {
    kind: 'SELL',
    stakeholderId: books.customer,
    issueDate: '2026-05-10',
    lines: [{ itemId: books.stocked, quantity: 3, unitPrice: 2_000_000 }],
    issue: true,
  });
  saleId = answer.body.itemInfo.id;
  lineId = answer.body.itemInfo.lines[0]?.id ?? 0;
});

const document = (lines: unknown[], date = '2026-05-12') => ({ date, lines });
const returns = (id = saleId) => `${k.base}/${id}/returns`;
const deliveries = (id = saleId) => `${k.base}/${id}/deliveries`;

async function invoice(body: Record<string, unknown>): Promise<number> {
  const answer = await k.api<{ itemInfo: { id: number } }>('POST', k.base, {
    stakeholderId: k.customer,
    issueDate: '2026-05-10',
    lines: [{ itemId: k.product, quantity: 1, unitPrice: 1_000_000 }],
    ...body,
  });
  return answer.body.itemInfo.id;
}

describe('returns, deliveries and conversions: bad input 400, a state that does not allow it 409; nothing written', () => {
  it('returning more than was sold, less what came back before: 409 RETURN_ABOVE_SOLD on the line', async () => {
    await expectInvoicesRefused(
      k,
      ['POST', returns(), document([{ invoiceLineId: lineId, quantity: 3.001 }])],
      409,
      'RETURN_ABOVE_SOLD',
      {
        path: 'body.lines.0.quantity',
        message: 'RETURN_ABOVE_SOLD',
      },
    );
    await k.api('POST', returns(), document([{ invoiceLineId: lineId, quantity: 2 }]));
    await expectInvoicesRefused(
      k,
      ['POST', returns(), document([{ invoiceLineId: lineId, quantity: 2 }])],
      409,
      'RETURN_ABOVE_SOLD',
    );
  });

  it('delivering more than is left (sold − returned − delivered): 409 DELIVERY_ABOVE_LEFT', async () => {
    await k.api('POST', returns(), document([{ invoiceLineId: lineId, quantity: 1 }]));
    await k.api('POST', deliveries(), document([{ invoiceLineId: lineId, quantity: 1 }]));
    await expectInvoicesRefused(
      k,
      ['POST', deliveries(), document([{ invoiceLineId: lineId, quantity: 1.5 }])],
      409,
      'DELIVERY_ABOVE_LEFT',
      { path: 'body.lines.0.quantity', message: 'DELIVERY_ABOVE_LEFT' },
    );
  });

  it.each([
    ['a line without its invoice line', [{ quantity: 1 }], 'body.lines.0.invoiceLineId', 'LINE_REQUIRED'],
    ['a negative quantity', [{ invoiceLineId: 1, quantity: -1 }], 'body.lines.0.quantity', 'INVALID_QUANTITY'],
    ['no lines', [], 'body.lines', 'LINES_REQUIRED'],
    [
      'the same line twice',
      [
        { invoiceLineId: 1, quantity: 1 },
        { invoiceLineId: 1, quantity: 1 },
      ],
      'body.lines.1.invoiceLineId',
      'DUPLICATE_LINE',
    ],
  ])('%s: 400 VALIDATION_FAILED', async (_, lines, path, message) => {
    await expectInvoicesRefused(k, ['POST', returns(), document(lines)], 400, 'VALIDATION_FAILED', { path, message });
    await expectInvoicesRefused(k, ['POST', deliveries(), document(lines)], 400, 'VALIDATION_FAILED', {
      path,
      message,
    });
  });

  it("another invoice's line, or a date before the invoice: 400 naming the field", async () => {
    const other = await invoice({ kind: 'SELL', issue: true });
    await expectInvoicesRefused(
      k,
      ['POST', returns(other), document([{ invoiceLineId: lineId, quantity: 1 }])],
      400,
      'INVOICE_LINE_NOT_FOUND',
      {
        path: 'body.lines.0.invoiceLineId',
        message: 'INVOICE_LINE_NOT_FOUND',
      },
    );
    await expectInvoicesRefused(
      k,
      ['POST', returns(), document([{ invoiceLineId: lineId, quantity: 1 }], '2026-05-01')],
      400,
      'RETURN_BEFORE_INVOICE',
      { path: 'body.date', message: 'RETURN_BEFORE_INVOICE' },
    );
    await expectInvoicesRefused(
      k,
      ['POST', deliveries(), document([{ invoiceLineId: lineId, quantity: 1 }], '2026-05-01')],
      400,
      'DELIVERY_BEFORE_INVOICE',
    );
  });

  it('returning more than was bought: 409 RETURN_ABOVE_BOUGHT on the line', async () => {
    const purchase = await k.api<{ itemInfo: { id: number; lines: { id: number }[] } }>('POST', k.base, {
      kind: 'PURCHASE',
      stakeholderId: k.supplier,
      issueDate: '2026-05-10',
      lines: [{ itemId: k.stocked, quantity: 2, unitPrice: 1_000_000 }],
      issue: true,
    });
    const bought = purchase.body.itemInfo;
    const back = document([{ invoiceLineId: bought.lines[0]?.id, quantity: 3 }]);
    await expectInvoicesRefused(k, ['POST', returns(bought.id), back], 409, 'RETURN_ABOVE_BOUGHT', {
      path: 'body.lines.0.quantity',
      message: 'RETURN_ABOVE_BOUGHT',
    });
  });

  it('a draft, a cancelled invoice, an estimate or a purchase (for a delivery): 409 with its code', async () => {
    const draft = await invoice({ kind: 'SELL' });
    const cancelled = await invoice({ kind: 'SELL', issue: true });
    await k.api('POST', `${k.base}/${cancelled}/cancel`, {});
    const estimate = await invoice({ kind: 'ESTIMATE', issue: true });
    const purchase = await invoice({ kind: 'PURCHASE', stakeholderId: k.supplier, issue: true });
    const one = document([{ invoiceLineId: lineId, quantity: 1 }]);
    await expectInvoicesRefused(k, ['POST', returns(draft), one], 409, 'INVOICE_NOT_RETURNABLE');
    await expectInvoicesRefused(k, ['POST', returns(cancelled), one], 409, 'INVOICE_CANCELLED');
    await expectInvoicesRefused(k, ['POST', returns(estimate), one], 409, 'INVOICE_NOT_RETURNABLE');
    await expectInvoicesRefused(k, ['POST', deliveries(draft), one], 409, 'INVOICE_NOT_DELIVERABLE');
    await expectInvoicesRefused(k, ['POST', deliveries(purchase), one], 409, 'INVOICE_NOT_DELIVERABLE');
    await expectInvoicesRefused(k, ['POST', deliveries(cancelled), one], 409, 'INVOICE_CANCELLED');
  });

  it('an invoice with returns or deliveries is not edited or cancelled: 409 INVOICE_HAS_RETURNS / _DELIVERIES', async () => {
    const edit = {
      stakeholderId: k.customer,
      issueDate: '2026-05-10',
      lines: [{ itemId: k.stocked, quantity: 5, unitPrice: 2_000_000 }],
    };
    await k.api('POST', deliveries(), document([{ invoiceLineId: lineId, quantity: 1 }]));
    await expectInvoicesRefused(k, ['PUT', `${k.base}/${saleId}`, edit], 409, 'INVOICE_HAS_DELIVERIES');
    await expectInvoicesRefused(k, ['POST', `${k.base}/${saleId}/cancel`, {}], 409, 'INVOICE_HAS_DELIVERIES');
    await k.api('POST', returns(), document([{ invoiceLineId: lineId, quantity: 1 }]));
    await expectInvoicesRefused(k, ['PUT', `${k.base}/${saleId}`, edit], 409, 'INVOICE_HAS_RETURNS');
  });

  it('converting a draft estimate: 409 ESTIMATE_NOT_ISSUED; a cancelled one INVOICE_CANCELLED', async () => {
    const draft = await invoice({ kind: 'ESTIMATE' });
    await expectInvoicesRefused(k, ['POST', `${k.base}/${draft}/convert`, {}], 409, 'ESTIMATE_NOT_ISSUED');
    const cancelled = await invoice({ kind: 'ESTIMATE', issue: true });
    await k.api('POST', `${k.base}/${cancelled}/cancel`, {});
    await expectInvoicesRefused(k, ['POST', `${k.base}/${cancelled}/convert`, {}], 409, 'INVOICE_CANCELLED');
  });
});
