import { describe, expect } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { digitsIn } from '../harness/digits.ts';
import { setClock } from '../harness/lab.ts';
import { browserPerFile, languageCases } from '../harness/suite.ts';
import { itSignedIn, readerOf } from '../shell/session.ts';
import { amountIn, customerAndProduct } from './support.ts';
import { pickWithKeyboard } from '../harness/keyboard.ts';

const texts = {
  fa: { draft: 'پیش‌نویس', issued: 'صادرشده', cancelled: 'باطل‌شده', draftTitle: 'پیش‌نویس فاکتور' },
  en: { draft: 'Draft', issued: 'Issued', cancelled: 'Cancelled', draftTitle: 'Draft invoice' },
} as const;

describe('an invoice’s life: a draft edited, issued after confirmation, copied, cancelled', () => {
  const chromium = browserPerFile();

  itSignedIn(chromium, languageCases, undefined, async ({ page, language }) => {
    const digits = digitsIn(language);
    const { customer, product } = await customerAndProduct(readerOf[language], await activeCompany(page));
    const status = () => page.getByTestId('invoice-status').textContent();

    // A draft: no number, no voucher, titled as a draft.
    await page.goto(url('/invoices/sell/create'));
    await page.getByTestId('invoice-party').click();
    await pickWithKeyboard(page, digits(customer.code));
    await page.getByTestId('invoice-line-item').first().click();
    await pickWithKeyboard(page, digits(product.code));
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/invoices\/sell\/\d+$/);
    await page.getByTestId('invoice-view').waitFor();
    expect(await status()).toBe(texts[language].draft);
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(texts[language].draftTitle);
    await expect.poll(() => page.getByTestId('invoice-voucher').count()).toBe(0);
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

    // Repeated every 7 days as drafts from today: today's copy is made at once; the lab's clock a week on makes
    // the next, listed with a link to it. Stopped before the cancel below.
    await page.getByTestId('recurring-set').click();
    const frequency = page.getByTestId('recurring-frequency');
    await frequency.locator('label', { has: page.locator('input[value=EVERY_N_DAYS]') }).click();
    await page.getByTestId('recurring-interval').fill(digits('7'));
    await page.getByTestId('recurring-save').click();
    await expect.poll(() => page.getByTestId('recurring-run').count()).toBe(1);
    try {
      await setClock(new Date(Date.now() + 7 * 86_400_000).toISOString());
      await page.reload();
      await expect.poll(() => page.getByTestId('recurring-run').count()).toBe(2);
    } finally {
      await setClock(null);
    }
    await page.getByTestId('recurring-run-link').first().click();
    await page.waitForURL((address) => address.pathname !== invoicePath);
    await expect.poll(status).toBe(texts[language].draft);
    // The invoice the schedule made is marked as repeating, linked to the invoice it copies.
    await expect.poll(() => page.getByTestId('invoice-repeats').getAttribute('href')).toBe(invoicePath);
    await expect.poll(() => page.getByTestId('invoice-template-link').getAttribute('href')).toBe(invoicePath);
    await page.goto(url(invoicePath));
    await page.getByTestId('recurring-stop').click();
    await page.getByTestId('recurring-set').waitFor();

    // A copy opens the editor with its party and lines, as a new invoice.
    await page.getByTestId('invoice-copy').click();
    await page.getByTestId('invoice-editor').waitFor();
    await expect.poll(() => page.getByTestId('invoice-party').inputValue()).toContain(customer.displayName);
    await expect.poll(() => page.getByTestId('invoice-line-item').first().inputValue()).toContain(product.name);
    expect(new URL(page.url()).pathname).toMatch(/^\/invoices\/sell\/copy\/\d+$/);

    // Cancelled after confirming: its voucher is reversed, no action but copy is left.
    await page.goto(url(invoicePath));
    await page.getByTestId('invoice-cancel').click();
    await page.getByTestId('confirm-accept').click();
    await expect.poll(status).toBe(texts[language].cancelled);
    await expect.poll(() => page.getByTestId('invoice-voucher').count()).toBe(0);
    await expect.poll(() => page.getByTestId('invoice-add-payment').count()).toBe(0);
    await expect.poll(() => page.getByTestId('invoice-copy').count()).toBe(1);
  });
});
