import { describe, expect, it } from 'vitest';
import { allRows, openInvoiceBooks } from '../invoices/invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

/**
 * The six inputs an OpenAPI fuzzer found answering 500 (issue 37). Each is refused at validation now, with a code,
 * and writes nothing: the calendar's range, a quantity's precision and a discount's bound are stated in the catalogue.
 */
const k = booksPerTest(openInvoiceBooks);

const sale = (line: Record<string, unknown> = {}) => ({
  kind: 'SELL',
  stakeholderId: k.customer,
  issueDate: '2026-05-10',
  lines: [{ itemId: k.product, quantity: 2, unitPrice: 1_000_000, ...line }],
});

async function expectRefused(method: string, path: string, body: unknown, field: string, code: string) {
  const before = allRows(k.t.db);
  const answer = await k.api<{ message: string; errors?: { path: string; message: string }[] }>(method, path, body);
  expect({ status: answer.status, message: answer.body.message }).toEqual({
    status: 400,
    message: 'VALIDATION_FAILED',
  });
  expect(answer.body.errors).toContainEqual({ path: field, message: code });
  expect(allRows(k.t.db)).toEqual(before);
}

async function issuedInvoice() {
  const created = await k.api<{ itemInfo: { id: number; lines: { id: number }[] } }>('POST', k.base, {
    ...sale({ itemId: k.stocked }),
    issue: true,
  });
  expect(created.status).toBe(201);
  return created.body.itemInfo;
}

describe('inputs that answered 500 are refused with 400 and a code, and write nothing', () => {
  it('a date the Jalali calendar code cannot convert (year 20): the dashboard and the sales report', async () => {
    const company = k.base.replace(/\/invoices$/, '');
    await expectRefused('GET', `${company}/dashboard?asOf=0020-02-29`, undefined, 'query.asOf', 'DATE_OUT_OF_RANGE');
    await expectRefused(
      'GET',
      `${company}/sales-reports/summary?from=0020-02-29&to=0020-02-29&kind=SELL&groupBy=MONTH`,
      undefined,
      'query.from',
      'DATE_OUT_OF_RANGE',
    );
  });

  it('a quantity finer than a thousandth (5e-324) on an invoice create and update', async () => {
    await expectRefused('POST', k.base, sale({ quantity: 5e-324 }), 'body.lines.0.quantity', 'INVALID_QUANTITY');
    const draft = await k.api<{ itemInfo: { id: number } }>('POST', k.base, sale());
    await expectRefused(
      'PUT',
      `${k.base}/${draft.body.itemInfo.id}`,
      sale({ quantity: 5e-324 }),
      'body.lines.0.quantity',
      'INVALID_QUANTITY',
    );
  });

  it('a quantity finer than a thousandth (5e-324) on a return and a delivery note', async () => {
    const invoice = await issuedInvoice();
    const lines = [{ invoiceLineId: invoice.lines[0]?.id, quantity: 5e-324 }];
    for (const kind of ['returns', 'deliveries'])
      await expectRefused(
        'POST',
        `${k.base}/${invoice.id}/${kind}`,
        { date: '2026-05-11', lines },
        'body.lines.0.quantity',
        'INVALID_QUANTITY',
      );
  });

  it('a percent discount of 1e308', async () => {
    await expectRefused(
      'POST',
      k.base,
      sale({ discountType: 'PERCENT', discountValue: 1e308 }),
      'body.lines.0.discountValue',
      'INVALID_DISCOUNT',
    );
  });

  it('a range whose one end, given, falls before the year the other end comes from (found by the API fuzz suite)', async () => {
    const reports = k.base.replace(/\/invoices$/, '/sales-reports');
    // Grouped by month, the empty list of months was an SQL syntax error.
    for (const path of [
      `${reports}/invoices?to=2000-03-14&groupBy=status&thenBy=month`,
      `${reports}/summary?to=2000-03-14&kind=SELL&groupBy=MONTH`,
      `${reports}/customers?to=2000-03-14`,
    ])
      await expectRefused('GET', path, undefined, 'query.to', 'PERIOD_TO_BEFORE_FROM');
  });
});
