import { describe, expect, it } from 'vitest';
import { clearAccountSetting } from '../support/account-settings.ts';
import { insertCompany, insertItem, insertStakeholder } from '../support/factories.ts';
import { expectInvoicesRefused, openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openInvoiceBooks);

const sale = (line: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => ({
  kind: 'SELL',
  stakeholderId: k.customer,
  issueDate: '2026-05-10',
  lines: [{ itemId: k.product, quantity: 2, unitPrice: 1_000_000, ...line }],
  ...overrides,
});

const issued = async (amount = 1_000_000) => {
  const answer = await k.api<{ itemInfo: { id: number } }>('POST', k.base, {
    ...sale({ quantity: 1, unitPrice: amount }),
    issue: true,
  });
  return answer.body.itemInfo.id;
};

describe('invoices: bad input is 400 with field errors, a state that does not allow it 409; nothing written', () => {
  it.each([
    ['a negative quantity', { quantity: -2 }, 'body.lines.0.quantity', 'INVALID_QUANTITY'],
    ['a line without an item', { itemId: undefined }, 'body.lines.0.itemId', 'ITEM_REQUIRED'],
    ['a price with decimals', { unitPrice: 1_000.5 }, 'body.lines.0.unitPrice', 'INVALID_AMOUNT'],
    ['a discount above the line', { discountValue: 2_000_001 }, 'body.lines.0.discountValue', 'DISCOUNT_ABOVE_AMOUNT'],
  ])('%s: 400 VALIDATION_FAILED', async (_, line, path, message) => {
    await expectInvoicesRefused(k, ['POST', k.base, sale(line, { issue: true })], 400, 'VALIDATION_FAILED', {
      path,
      message,
    });
  });

  it("another company's stakeholder or item: 400 naming the field", async () => {
    const other = insertCompany(k.t.db).id;
    const stranger = insertStakeholder(k.t.db, other).id;
    const foreignItem = insertItem(k.t.db, other).id;
    await expectInvoicesRefused(
      k,
      ['POST', k.base, sale({}, { stakeholderId: stranger })],
      400,
      'STAKEHOLDER_NOT_FOUND',
      {
        path: 'body.stakeholderId',
        message: 'STAKEHOLDER_NOT_FOUND',
      },
    );
    await expectInvoicesRefused(k, ['POST', k.base, sale({ itemId: foreignItem })], 400, 'ITEM_NOT_FOUND', {
      path: 'body.lines.0.itemId',
      message: 'ITEM_NOT_FOUND',
    });
  });

  it('a supplier on a sell invoice, a date outside the open year on issue: 400', async () => {
    await expectInvoicesRefused(
      k,
      ['POST', k.base, sale({}, { stakeholderId: k.supplier })],
      400,
      'STAKEHOLDER_NOT_CUSTOMER',
      {
        path: 'body.stakeholderId',
        message: 'STAKEHOLDER_NOT_CUSTOMER',
      },
    );
    await expectInvoicesRefused(
      k,
      ['POST', k.base, sale({}, { issue: true, issueDate: '2025-05-10' })],
      400,
      'DATE_OUTSIDE_OPEN_YEAR',
      {
        path: 'body.issueDate',
        message: 'DATE_OUTSIDE_OPEN_YEAR',
      },
    );
  });

  it('a payment above the balance due: 409 PAYMENT_ABOVE_BALANCE_DUE on the amount', async () => {
    const id = await issued();
    const payment = { date: '2026-05-11', method: 'CASH', amount: 1_100_001 };
    await expectInvoicesRefused(k, ['POST', `${k.base}/${id}/payments`, payment], 409, 'PAYMENT_ABOVE_BALANCE_DUE', {
      path: 'body.amount',
      message: 'PAYMENT_ABOVE_BALANCE_DUE',
    });
    await expectInvoicesRefused(
      k,
      ['POST', `${k.base}/${id}/payments`, { ...payment, amount: 0 }],
      400,
      'VALIDATION_FAILED',
    );
    await expectInvoicesRefused(
      k,
      ['POST', `${k.base}/${id}/payments`, { ...payment, amount: 1, date: '2026-05-01' }],
      400,
      'PAYMENT_BEFORE_INVOICE',
    );
  });

  it('state changes that do not apply: 409 with their code', async () => {
    const draft = (await k.api<{ itemInfo: { id: number } }>('POST', k.base, sale())).body.itemInfo.id;
    const pay = { date: '2026-05-11', method: 'CASH', amount: 1_000 };
    await expectInvoicesRefused(k, ['POST', `${k.base}/${draft}/payments`, pay], 409, 'INVOICE_NOT_ISSUED');
    await expectInvoicesRefused(k, ['POST', `${k.base}/${draft}/cancel`, {}], 409, 'INVOICE_NOT_ISSUED');
    const id = await issued();
    await expectInvoicesRefused(k, ['POST', `${k.base}/${id}/issue`, undefined], 409, 'INVOICE_NOT_DRAFT');
    await expectInvoicesRefused(k, ['DELETE', `${k.base}/${id}`, undefined], 409, 'INVOICE_NOT_DRAFT');
    await k.api('POST', `${k.base}/${id}/payments`, { ...pay, amount: 600_000 });
    await expectInvoicesRefused(k, ['POST', `${k.base}/${id}/cancel`, {}], 409, 'INVOICE_HAS_PAYMENTS');
    await expectInvoicesRefused(
      k,
      ['PUT', `${k.base}/${id}`, sale({ quantity: 1, unitPrice: 500_000 })],
      409,
      'TOTAL_BELOW_PAID',
    );
    await expectInvoicesRefused(
      k,
      ['PUT', `${k.base}/${id}`, sale({ quantity: 1, unitPrice: 1_000_000 }, { stakeholderId: k.otherCustomer })],
      409,
      'INVOICE_HAS_PAYMENTS',
    );
    await expectInvoicesRefused(k, ['DELETE', `${k.base}/${id}/payments/999`, undefined], 404, 'PAYMENT_NOT_FOUND');
  });
});

describe('invoices: totals, parties, years and settings the books cannot take; nothing written', () => {
  it('issuing an invoice whose every line is free: 400 INVOICE_TOTAL_ZERO', async () => {
    await expectInvoicesRefused(
      k,
      ['POST', k.base, sale({ unitPrice: 0 }, { issue: true })],
      400,
      'INVOICE_TOTAL_ZERO',
      {
        path: 'body.lines',
        message: 'INVOICE_TOTAL_ZERO',
      },
    );
  });

  it('a customer who is no supplier on a purchase: 400 STAKEHOLDER_NOT_SUPPLIER', async () => {
    const purchase = sale({}, { kind: 'PURCHASE', stakeholderId: k.customer });
    await expectInvoicesRefused(k, ['POST', k.base, purchase], 400, 'STAKEHOLDER_NOT_SUPPLIER', {
      path: 'body.stakeholderId',
      message: 'STAKEHOLDER_NOT_SUPPLIER',
    });
  });

  it('an issued invoice moved into the next open year: 409 INVOICE_YEAR_CHANGED', async () => {
    const years = `/api/v1/companies/${k.b.companyId}/accounting/fiscal-years`;
    expect((await k.api('POST', years, { year: 1406 })).status).toBe(201);
    const id = await issued();
    const moved = sale({ quantity: 1, unitPrice: 1_000_000 }, { issueDate: '2027-04-01' });
    await expectInvoicesRefused(k, ['PUT', `${k.base}/${id}`, moved], 409, 'INVOICE_YEAR_CHANGED', {
      path: 'body.issueDate',
      message: 'INVOICE_YEAR_CHANGED',
    });
  });

  it('issuing with no sales account in the settings: 409 INVOICE_ACCOUNTS_MISSING naming the setting', async () => {
    clearAccountSetting(k.t.db, k.b.companyId, 'sales_account_id');
    await expectInvoicesRefused(k, ['POST', k.base, sale({}, { issue: true })], 409, 'INVOICE_ACCOUNTS_MISSING', {
      path: 'settings.salesAccountId',
      message: 'INVOICE_ACCOUNTS_MISSING',
    });
  });
});
