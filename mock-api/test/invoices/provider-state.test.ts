import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pactSession, resetPactSession } from '../pact/pact-session.ts';
import { invoiceStates } from '../pact/states/invoices.ts';
import { call } from '../support/http.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeEach(async () => {
  t = createTestApp();
  resetPactSession();
  ids = (await invoiceStates['a company of the signed-in user has invoices']?.(
    { db: t.db, config: t.config },
    { companyId: 3 },
  )) as Record<string, number>;
});
afterEach(() => t.dispose());

const base = '/api/v1/companies/3/invoices';
const api = <T = { itemInfo: Invoice }>(method: string, path: string, body?: unknown) =>
  call<T>(t.apps.main, method, path, { headers: { Authorization: `Bearer ${pactSession.accessToken}` }, body });

/** The SPA's pacts rely on these rows and answers; this checks them through the API before the pacts exist. */
describe("provider state 'a company of the signed-in user has invoices'", () => {
  it('serves a partly paid sale with its cash payment, an unpaid issued sale and a draft', async () => {
    const paid = await api('GET', `${base}/${ids.invoiceId}`);
    expect(paid.body.itemInfo).toMatchObject({
      status: 'PARTIALLY_PAID',
      stakeholderName: 'مریم احمدی',
      paid: 1_000_000,
    });
    expect(paid.body.itemInfo.payments.map((payment) => payment.id)).toEqual([ids.paymentId]);
    expect(paid.body.itemInfo.lines[0]).toMatchObject({ itemId: ids.itemId, unit: 'کیلوگرم', vatRate: 10 });
    expect((await api('GET', `${base}/${ids.issuedInvoiceId}`)).body.itemInfo).toMatchObject({ status: 'ISSUED' });
    expect((await api('GET', `${base}/${ids.draftInvoiceId}`)).body.itemInfo).toMatchObject({ status: 'DRAFT' });
    const q = encodeURIComponent('مریم');
    const list = await api<{ data: unknown[] }>(
      'GET',
      `${base}?q=${q}&kind=SELL&status=PARTIALLY_PAID&from=2026-03-21&to=2027-03-20`,
    );
    expect(list.body.data).toHaveLength(1);
  });

  it('answers the interactions the pacts make', async () => {
    expect((await api('POST', `${base}/${ids.issuedInvoiceId}/cancel`, {})).body.itemInfo.status).toBe('CANCELLED');
    const refused = await api<{ message: string }>('POST', `${base}/${ids.invoiceId}/cancel`, {});
    expect([refused.status, refused.body.message]).toEqual([409, 'INVOICE_HAS_PAYMENTS']);
    const payment = {
      date: '2026-04-20',
      method: 'CASH',
      amount: 100_000,
      reference: null,
      chequeDueDate: null,
      notes: null,
    };
    expect((await api('POST', `${base}/${ids.invoiceId}/payments`, payment)).status).toBe(201);
    const above = await api<{ message: string }>('POST', `${base}/${ids.invoiceId}/payments`, {
      ...payment,
      amount: 1_000_000_000_000,
    });
    expect([above.status, above.body.message]).toEqual([409, 'PAYMENT_ABOVE_BALANCE_DUE']);
    expect((await api('DELETE', `${base}/${ids.invoiceId}/payments/${ids.paymentId}`)).status).toBe(200);
    expect((await api('POST', `${base}/${ids.draftInvoiceId}/issue`)).body.itemInfo.status).toBe('ISSUED');
  });

  it('creates an issued sale from the editor’s input', async () => {
    const created = await api('POST', base, {
      kind: 'SELL',
      issue: true,
      stakeholderId: ids.customerId,
      issueDate: '2026-05-01',
      dueDate: '2026-05-31',
      lines: [
        {
          itemId: ids.itemId,
          description: null,
          quantity: 1.5,
          unitPrice: 1_250_000,
          discountType: 'PERCENT',
          discountValue: 10,
          vatRate: 10,
        },
      ],
      discount: 0,
      shipping: 50_000,
      otherAdditions: 0,
      notes: null,
    });
    expect([created.status, created.body.itemInfo.status]).toEqual([201, 'ISSUED']);
    expect((await api('DELETE', `${base}/${ids.draftInvoiceId}`)).status).toBe(200);
  });
});
