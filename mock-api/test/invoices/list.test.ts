import type { InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceBooks, openInvoiceBooks } from './invoice-books.ts';

let k: InvoiceBooks;
type Page = { data: InvoiceSummary[]; meta: { total: number }; totals: Record<string, number> };

/** Five invoices: three sales (one paid in part, one draft), two purchases; prefixes S- and P-. */
beforeAll(async () => {
  k = await openInvoiceBooks();
  await k.api('PUT', `/api/v1/companies/${k.b.companyId}/invoice-settings`, { sellPrefix: 'S-', purchasePrefix: 'P-' });
  const make = async (kind: string, stakeholderId: number, issueDate: string, price: number, issue = true) =>
    (
      await k.api<{ itemInfo: InvoiceSummary }>('POST', k.base, {
        kind,
        stakeholderId,
        issueDate,
        lines: [{ itemId: k.service, quantity: 1, unitPrice: price }],
        issue,
      })
    ).body.itemInfo;
  const first = await make('SELL', k.customer, '2026-04-01', 1_000_000);
  await make('SELL', k.otherCustomer, '2026-05-01', 2_000_000);
  await make('SELL', k.customer, '2026-06-01', 3_000_000, false);
  await make('PURCHASE', k.supplier, '2026-04-15', 4_000_000);
  await make('PURCHASE', k.supplier, '2026-07-15', 5_000_000);
  await k.api('POST', `${k.base}/${first.id}/payments`, { date: '2026-04-02', method: 'CASH', amount: 400_000 });
});
afterAll(() => k.t.dispose());

const list = async (query: string) => (await k.api<Page>('GET', `${k.base}?${query}`)).body;
const numbers = (page: Page) => page.data.map((row) => row.displayNumber);

describe('the invoice list', () => {
  it('newest first by default, with the totals of every matching row', async () => {
    const page = await list('pageSize=2');
    expect(numbers(page)).toEqual(['P-2', null]);
    expect(page.meta.total).toBe(5);
    expect(page.totals).toEqual({
      count: 5,
      grandTotal: 16_500_000,
      vatTotal: 1_500_000,
      paid: 400_000,
      balanceDue: 16_100_000,
    });
  });

  it('filters by kind, status, stakeholder and date range', async () => {
    expect(numbers(await list('kind=SELL&sort=issueDate'))).toEqual(['S-1', 'S-2', null]);
    expect(numbers(await list('status=PARTIALLY_PAID'))).toEqual(['S-1']);
    expect(numbers(await list(`stakeholderId=${k.customer}&sort=issueDate`))).toEqual(['S-1', null]);
    expect(numbers(await list('from=2026-04-10&to=2026-06-30&sort=issueDate'))).toEqual(['P-1', 'S-2', null]);
  });

  it('searches the number with or without its prefix and the stakeholder, in Persian or Arabic letters', async () => {
    expect(numbers(await list(`q=${encodeURIComponent('P-2')}`))).toEqual(['P-2']);
    expect(numbers(await list(`q=${encodeURIComponent('یزدانی')}`))).toEqual(['S-2']);
    expect(numbers(await list(`q=${encodeURIComponent('البرز')}&sort=issueDate`))).toEqual(['P-1', 'P-2']);
    expect((await list(`q=${encodeURIComponent('يزداني')}`)).meta.total).toBe(1);
  });

  it('sorts by total, balance due and stakeholder name', async () => {
    expect(numbers(await list('sort=-grandTotal&kind=PURCHASE'))).toEqual(['P-2', 'P-1']);
    expect((await list('sort=balanceDue&pageSize=1')).data[0]?.balanceDue).toBe(700_000);
    expect((await list('sort=stakeholderName&pageSize=1')).data[0]?.stakeholderName).toBe('پخش البرز');
  });

  it('refuses an unknown sort or status with 400', async () => {
    expect((await k.api('GET', `${k.base}?sort=price`)).status).toBe(400);
    expect((await k.api('GET', `${k.base}?status=OPEN`)).status).toBe(400);
  });
});
