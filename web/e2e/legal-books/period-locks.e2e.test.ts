import { legalBookEndpoints } from '@daftar/contracts/endpoints/accounting-legal-books';
import { periodLockEndpoints } from '@daftar/contracts/endpoints/accounting-period-locks';
import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import { userEndpoints } from '@daftar/contracts/endpoints/users';
import { describe, expect } from 'vitest';
import { accountId, postVoucher } from '../accounting/reports-support.ts';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { toPersian } from '../harness/digits.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { customerAndProduct } from '../invoices/support.ts';
import { itSignedIn, readerOf, seeded } from '../shell/session.ts';
import { finaliseMonth } from './support.ts';

/** Khordad 1405: the month whose books are finalised and locked here. */
const month = { from: '2026-05-22', to: '2026-06-21' };

const texts = {
  fa: {
    day: '۱۴۰۵/۰۳/۱۰',
    allFinal: 'قطعی',
    locked: 'قفل شده است',
    badge: 'قفل',
    logged: 'دورهٔ قفل‌شده',
  },
  en: {
    day: '2026-05-31',
    allFinal: 'final',
    locked: 'finalised and locked',
    badge: 'Locked',
    logged: 'Locked period',
  },
} as const;

describe('periods that stay closed: a temporary voucher blocks the month; locked, it refuses a voucher, an invoice and a payment; the owner reopens it', () => {
  const files = browserPerFile();

  itSignedIn(files, flowCases, '/accounting/settings', async ({ page, language }) => {
    const reader = readerOf[language];
    const said = texts[language];
    const companyId = await activeCompany(page);
    const api = await apiAs(reader);
    // A sale on the month's first day, the month's vouchers finalised and the books sealed; then one new voucher
    // is left temporary.
    const { customer, product } = await customerAndProduct(reader, companyId);
    const { itemInfo: invoice } = await api.call(invoicesEndpoints.create, {
      params: { companyId },
      body: {
        kind: 'SELL',
        issue: true,
        stakeholderId: customer.id,
        issueDate: month.from,
        lines: [
          { itemId: product.id, quantity: 2, unitPrice: product.salePrice ?? 1_000_000, vatRate: product.vatRate },
        ],
      },
    });
    const year = await finaliseMonth(api, companyId, month);
    const book = { sealDate: year.startDate, registrationNumber: null, firstPage: 1 };
    await api.call(legalBookEndpoints.updateSettings, {
      params: { companyId, fiscalYearId: year.id },
      body: { journal: book, ledger: book, granularity: 'DAY', rowsPerPage: 25, openingClosingApart: true },
    });
    const temporary = await postVoucher(reader, companyId, {
      date: '2026-06-01',
      description: 'خرید لوازم',
      debit: await accountId(reader, companyId, '8106'),
      credit: await accountId(reader, companyId, '1101'),
      amount: 1_500_000,
    });

    // Finalising the month is refused while the voucher is temporary, naming the red check.
    const lock = page.getByTestId(`period-lock-${month.from}`);
    await lock.click();
    const failure = page.getByTestId('period-lock-failure');
    await expect.poll(async () => (await failure.textContent()) ?? '').toContain(said.allFinal);
    await api.call(voucherEndpoints.finalise, { params: { companyId, id: temporary.id } });
    await lock.click();
    await expect
      .poll(async () => (await page.getByTestId(`period-${month.from}`).textContent()) ?? '')
      .toContain(said.badge);

    // A voucher, an invoice and a payment dated in the month: each refused, in words, and the form stays.
    const refusedInMonth = async (path: string, form: string, fields: Record<string, string>, save = 'form-save') => {
      await page.goto(url(path));
      await page.getByTestId(form).waitFor();
      for (const [testId, value] of Object.entries(fields)) await page.getByTestId(testId).fill(value);
      await page.getByTestId(save).click();
      await expect
        .poll(async () => (await page.getByTestId('form-failure').textContent()) ?? '')
        .toContain(said.locked);
    };
    await refusedInMonth(`/accounting/journal-ledger/${temporary.id}/copy`, 'voucher-editor', {
      'voucher-date': said.day,
    });
    await refusedInMonth(
      `/invoices/sell/copy/${invoice.id}`,
      'invoice-editor',
      { 'invoice-issue-date': said.day },
      'invoice-save-issue',
    );
    await refusedInMonth(`/invoices/sell/submit-payment/${invoice.id}`, 'payment-form', {
      'payment-date': said.day,
      'payment-amount': language === 'fa' ? toPersian('100000') : '100000',
    });

    // The owner reopens the month with a reason; the activity log shows the lock and the reopening. Any other
    // role is offered no reopening (the month is reopened for it through the owner's API).
    await page.goto(url('/accounting/settings'));
    await page.getByTestId(`period-${month.from}`).waitFor();
    const profile = await api.call(userEndpoints.getProfile, {});
    if (profile.companies.find((each) => each.companyId === companyId)?.role !== 'OWNER') {
      await expect.poll(() => page.getByTestId(`period-reopen-${month.from}`).count()).toBe(0);
      const owner = await apiAs(seeded.admin);
      const locks = await owner.call(periodLockEndpoints.listLocks, { params: { companyId }, query: {} });
      const id = locks.itemInfo.months.find((each) => each.from === month.from)?.lockId ?? 0;
      await owner.call(periodLockEndpoints.reopen, { params: { companyId, id }, body: { reason: 'پایان آزمون' } });
      return;
    }
    await page.getByTestId(`period-reopen-${month.from}`).click();
    await page.getByTestId('period-reopen-reason').fill('فاکتور خرید خرداد جا مانده بود');
    await page.getByTestId('confirm-accept').click();
    await page.getByTestId(`period-lock-${month.from}`).waitFor();
    await expect
      .poll(() => page.getByTestId('period-locks-history').textContent())
      .toContain('فاکتور خرید خرداد جا مانده بود');
    await page.goto(url('/company/activities'));
    await page.locator('tbody').getByText(said.logged).first().waitFor();
  });
});
