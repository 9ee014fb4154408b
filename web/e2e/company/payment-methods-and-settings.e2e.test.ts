import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/lib/format/format-amount.ts';
import { apiAs } from '../harness/api-as.ts';
import { url } from '../harness/app-page.ts';
import { screenshot, screenshotNames } from '../harness/browser.ts';
import { errorUnder, saveRefused } from '../harness/form-page.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { asManager, managerOf } from './support.ts';

describe('payment methods and company settings (issue 18)', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`adds a card reader on the bank account, listed after saving (${language}, ${viewport})`, async () => {
      const page = await asManager(chromium.browser, language, viewport);
      const name = screenshotNames('payment-methods', { language, viewport });
      await page.goto(url('/company/payment-methods'));
      await page.getByTestId('payment-method-link').first().waitFor();
      await screenshot(page, name('list'));

      await page.getByTestId('payment-methods-new').click();
      await page.getByTestId('payment-method-form').waitFor();
      await saveRefused(page);
      expect(await errorUnder(page, 'payment-method-accountId')).not.toBe('');
      await screenshot(page, name('form-errors'));

      await page.getByTestId('payment-method-name').fill('کارت‌خوان بانک صادرات');
      await page.getByTestId('payment-method-kind').selectOption('CARD_READER');
      const bank = page.getByTestId('payment-method-accountId').locator('option', { hasText: /1102|۱۱۰۲/ });
      await page.getByTestId('payment-method-accountId').selectOption((await bank.getAttribute('value')) ?? '');
      await page.getByTestId('payment-method-is-default').check();
      await page.getByTestId('form-save').click();
      await page.waitForURL((address) => address.pathname === '/company/payment-methods');
      await expect
        .poll(() => page.getByTestId('payment-method-link').allTextContents())
        .toContain('کارت‌خوان بانک صادرات');
      await screenshot(page, name('list-after'));
      await page.context().close();
    });
  }

  it('shows an invoice in Toman once the company settings say so (fa, desktop)', async () => {
    const page = await asManager(chromium.browser, 'fa', 'desktop');
    const client = await apiAs(managerOf.fa.email);
    const { data } = await client.call(invoicesEndpoints.list, {
      params: { companyId: managerOf.fa.companyId },
      query: { kind: 'SELL', status: 'PAID', pageSize: 1 },
    });
    const invoice = data[0];
    if (!invoice) throw new Error('the seed has no paid sale');

    await page.goto(url('/company/settings'));
    await page.getByTestId('company-settings-form').waitFor();
    // The radio is drawn as a segment: its label takes the click.
    await page.getByTestId('company-amount-unit').locator('label', { hasText: 'تومان' }).click();
    await expect.poll(() => page.getByTestId('company-amount-unit-TOMAN').isChecked()).toBe(true);
    await page.getByTestId('company-sellPrefix').fill('INV 1');
    await page.getByTestId('form-save').click();
    expect(await errorUnder(page, 'company-sellPrefix')).not.toBe('');
    await page.getByTestId('company-sellPrefix').fill('S-');
    await screenshot(page, 'company-settings-fa-desktop');
    await page.getByTestId('form-save').click();
    await page.waitForURL((address) => address.pathname === '/company');

    await page.goto(url(`/invoices/sell/${invoice.id}`));
    await expect
      .poll(() => page.getByTestId('invoice-grand-total').textContent())
      .toBe(formatAmount(invoice.grandTotal, 'fa', 'TOMAN'));
    await expect.poll(() => page.locator('.invoice-unit').textContent()).toBe('تومان');
    await screenshot(page, 'company-settings-invoice-in-toman-fa-desktop');
    await page.context().close();
  });
});
