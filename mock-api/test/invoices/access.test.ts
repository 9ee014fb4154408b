import { describe, expect, it } from 'vitest';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from '../support/expect-answers.ts';
import { addMember, insertCompany } from '../support/factories.ts';
import { allRows, openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

let invoiceId: number;
const k = booksPerTest(openInvoiceBooks, async (books) => {
  const body = {
    kind: 'SELL',
    stakeholderId: books.customer,
    issueDate: '2026-05-10',
    lines: [{ itemId: books.product, quantity: 1, unitPrice: 1_000_000 }],
    issue: true,
  };
  invoiceId = (await books.api<{ itemInfo: { id: number } }>('POST', books.base, body)).body.itemInfo.id;
});

const input = () => ({
  stakeholderId: k.customer,
  issueDate: '2026-05-10',
  lines: [{ itemId: k.product, quantity: 1, unitPrice: 1_000_000 }],
});

/** Every call of the area on a company's path, with the record's id; the record calls come after the first four. */
const calls = (companyId: number, id: number): ApiCall[] => [
  ['GET', `/api/v1/companies/${companyId}/invoices`, undefined],
  ['GET', `/api/v1/companies/${companyId}/delivery-notes`, undefined],
  ['POST', `/api/v1/companies/${companyId}/invoices`, { ...input(), kind: 'SELL' }],
  ['PUT', `/api/v1/companies/${companyId}/invoice-settings`, { sellPrefix: 'X', purchasePrefix: '' }],
  ['GET', `/api/v1/companies/${companyId}/invoices/${id}`, undefined],
  ['GET', `/api/v1/companies/${companyId}/invoices/${id}/moadian/exports`, undefined],
  ['POST', `/api/v1/companies/${companyId}/invoices/${id}/moadian/exports`, { subject: 1 }],
  ['PUT', `/api/v1/companies/${companyId}/invoices/${id}`, input()],
  ['DELETE', `/api/v1/companies/${companyId}/invoices/${id}`, undefined],
  ['POST', `/api/v1/companies/${companyId}/invoices/${id}/issue`, undefined],
  ['POST', `/api/v1/companies/${companyId}/invoices/${id}/cancel`, {}],
  ['POST', `/api/v1/companies/${companyId}/invoices/${id}/payments`, { date: '2026-05-11', method: 'CASH', amount: 1 }],
  ['DELETE', `/api/v1/companies/${companyId}/invoices/${id}/payments/1`, undefined],
  [
    'POST',
    `/api/v1/companies/${companyId}/invoices/${id}/returns`,
    { date: '2026-05-11', lines: [{ invoiceLineId: 1, quantity: 1 }] },
  ],
  [
    'POST',
    `/api/v1/companies/${companyId}/invoices/${id}/deliveries`,
    { date: '2026-05-11', lines: [{ invoiceLineId: 1, quantity: 1 }] },
  ],
  ['POST', `/api/v1/companies/${companyId}/invoices/${id}/convert`, {}],
];

describe('invoices: only members of the company, never another company', () => {
  it('a non-member: 403 NOT_A_COMPANY_MEMBER on every call, nothing written', async () => {
    const outsider = insertCompany(k.t.db).id;
    const before = allRows(k.t.db);
    // The accountant of another company only: the invoice's own company answers 403 to them.
    k.t.db.$client.prepare('delete from memberships where company_id = ?').run(k.b.companyId);
    addMember(k.t.db, k.s.userId, outsider);
    await expectEveryRefusal(k.t.apps.main, calls(k.b.companyId, invoiceId), k.s.auth, 403, 'NOT_A_COMPANY_MEMBER');
    expect(allRows(k.t.db)).toEqual(before);
  });

  it("a member of another company asking for this company's invoice: 404 INVOICE_NOT_FOUND, nothing written", async () => {
    const other = insertCompany(k.t.db).id;
    addMember(k.t.db, k.s.userId, other);
    const before = allRows(k.t.db);
    await expectEveryRefusal(k.t.apps.main, calls(other, invoiceId).slice(4), k.s.auth, 404, 'INVOICE_NOT_FOUND');
    expect(allRows(k.t.db)).toEqual(before);
    const list = await k.api<{ data: unknown[] }>('GET', `/api/v1/companies/${other}/invoices`);
    expect(list.body.data).toEqual([]);
    const stock = await k.api('GET', `/api/v1/companies/${other}/items/${k.stocked}/stock`);
    expect({ status: stock.status, message: stock.body.message }).toEqual({ status: 404, message: 'ITEM_NOT_FOUND' });
  });

  it('without a token: 401 on every call', async () => {
    await expectEveryAnswer(k.t.apps.main, calls(k.b.companyId, invoiceId), { status: 401 });
  });
});
