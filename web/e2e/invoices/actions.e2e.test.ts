import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { toPersian } from '../harness/digits.ts';
import { browserPerFile, languages } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { amountIn, customerAndProduct, pickByCode } from './support.ts';

const texts = {
  fa: { draft: 'پیش‌نویس', issued: 'صادرشده', cancelled: 'باطل‌شده', draftTitle: 'پیش‌نویس فاکتور' },
  en: { draft: 'Draft', issued: 'Issued', cancelled: 'Cancelled', draftTitle: 'Draft invoice' },
} as const;

describe('an invoice’s life: a draft edited, issued after confirmation, copied, cancelled', () => {
  const chromium = browserPerFile();

  for (const language of languages) {
    it(`in ${language}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language]);
      const digits = (text: string) => (language === 'fa' ? toPersian(text) : text);
      const { customer, product } = await customerAndProduct(readerOf[language], await activeCompany(page));
      const status = () => page.getByTestId('invoice-status').textContent();

      // A draft: no number, no voucher, titled as a draft.
      await page.goto(url('/invoices/sell/create'));
      await page.getByTestId('invoice-party').click();
      await pickByCode(page, digits(customer.code));
      await page.getByTestId('invoice-line-item').first().click();
      await pickByCode(page, digits(product.code));
      await page.getByTestId('form-save').click();
      await page.waitForURL(/\/invoices\/sell\/\d+$/);
      await page.getByTestId('invoice-view').waitFor();
      expect(await status()).toBe(texts[language].draft);
      await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(texts[language].draftTitle);
      expect(await page.getByTestId('invoice-voucher').count()).toBe(0);
      const invoicePath = new URL(page.url()).pathname;

      // Edited: three of the product now; the page shows the new total.
      await page.getByTestId('invoice-edit').click();
      await page.getByTestId('invoice-editor').waitFor();
      await page.getByTestId('invoice-line-quantity').first().fill(digits('3'));
      await page.getByTestId('form-save').click();
      await page.waitForURL(`**${invoicePath}`);
      await page.getByTestId('invoice-view').waitFor();
      const net = 3 * (product.salePrice ?? 0);
      await expect
        .poll(() => amountIn(page, 'invoice-grand-total'))
        .toBe(net + Math.round((net * product.vatRate) / 100));

      // Issued after confirming: numbered, posted.
      await page.getByTestId('invoice-issue').click();
      await page.getByTestId('confirm-accept').click();
      await expect.poll(status).toBe(texts[language].issued);
      await page.getByTestId('invoice-voucher').waitFor();

      // A copy opens the editor with its party and lines, as a new invoice.
      await page.getByTestId('invoice-copy').click();
      await page.getByTestId('invoice-editor').waitFor();
      expect(await page.getByTestId('invoice-party').inputValue()).toContain(customer.displayName);
      expect(await page.getByTestId('invoice-line-item').first().inputValue()).toContain(product.name);
      expect(new URL(page.url()).pathname).toMatch(/^\/invoices\/sell\/copy\/\d+$/);

      // Cancelled after confirming: its voucher is reversed, no action but copy is left.
      await page.goto(url(invoicePath));
      await page.getByTestId('invoice-cancel').click();
      await page.getByTestId('confirm-accept').click();
      await expect.poll(status).toBe(texts[language].cancelled);
      expect(await page.getByTestId('invoice-voucher').count()).toBe(0);
      expect(await page.getByTestId('invoice-add-payment').count()).toBe(0);
      expect(await page.getByTestId('invoice-copy').count()).toBe(1);
      await context.close();
    });
  }
});
