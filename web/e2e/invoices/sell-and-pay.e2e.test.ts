import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { toLatin, toPersian } from '../harness/digits.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { amountIn, customerAndProduct, enter, focusedTestId, pickByCode } from './support.ts';

const texts = {
  fa: { issued: 'صادرشده', partlyPaid: 'بخشی پرداخت‌شده' },
  en: { issued: 'Issued', partlyPaid: 'Partly paid' },
} as const;

describe('a sell invoice: typed with the keyboard, issued, partly paid, found in the journal', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`${language} on ${viewport}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const digits = (text: string) => (language === 'fa' ? toPersian(text) : text);
      const { customer, product } = await customerAndProduct(readerOf[language], await activeCompany(page));

      await page.goto(url('/invoices/sell/create'));
      await page.getByTestId('invoice-editor').waitFor();
      // Dated today, in the page's calendar.
      await expect
        .poll(() => page.getByTestId('invoice-issue-date').inputValue())
        .toMatch(language === 'fa' ? /^۱۴۰۵\// : /^2026-/);

      // The customer by code, then the line: item → quantity → unit price → discount, each with Enter.
      await page.getByTestId('invoice-party').click();
      await pickByCode(page, digits(customer.code));
      await expect.poll(() => page.getByTestId('invoice-party').inputValue()).toContain(customer.displayName);
      // Enter on the customer moved on to the first line's item.
      await expect.poll(() => focusedTestId(page)).toBe('invoice-line-item');
      await pickByCode(page, digits(product.code));
      await expect.poll(() => focusedTestId(page)).toBe('invoice-line-quantity');
      // The item filled its price; typing replaces the quantity it filled (1).
      await expect
        .poll(async () =>
          toLatin(await page.getByTestId('invoice-line-unitPrice').first().inputValue()).replace(/\D/g, ''),
        )
        .toBe(String(product.salePrice));
      await page.keyboard.type(digits('3'));
      await enter(page);
      await expect.poll(() => focusedTestId(page)).toBe('invoice-line-unitPrice');
      await enter(page);
      await expect.poll(() => focusedTestId(page)).toBe('invoice-line-discountValue');
      await page.keyboard.type(digits('10000'));
      await enter(page);
      // Enter after the last line's discount opened a second line and moved to its item.
      await expect.poll(() => page.getByTestId('invoice-line').count()).toBe(2);
      await expect.poll(() => focusedTestId(page)).toBe('invoice-line-item');

      // The live total is the shared module's: 3 × price − 10,000, plus VAT on that.
      const net = 3 * (product.salePrice ?? 0) - 10_000;
      const total = net + Math.round((net * product.vatRate) / 100);
      await expect.poll(() => amountIn(page, 'invoice-grand-total')).toBe(total);

      // Issued at once; the blank second line is not sent.
      await page.getByTestId('invoice-save-issue').click();
      await page.waitForURL(/\/invoices\/sell\/\d+$/);
      await page.getByTestId('invoice-view').waitFor();
      expect(await page.getByTestId('invoice-status').textContent()).toBe(texts[language].issued);
      expect(await page.getByTestId('invoice-view-line').count()).toBe(1);
      expect(await amountIn(page, 'invoice-grand-total')).toBe(total);

      // A partial payment: the status and the balance due follow.
      const paid = Math.floor(total / 3);
      await page.getByTestId('invoice-add-payment').click();
      await page.getByTestId('payment-form').waitFor();
      await page.getByTestId('payment-amount').fill(digits(String(paid)));
      await page.getByTestId('form-save').click();
      await page.getByTestId('invoice-payment').first().waitFor();
      await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe(texts[language].partlyPaid);
      expect(await amountIn(page, 'invoice-paid')).toBe(paid);
      expect(await amountIn(page, 'invoice-balance-due')).toBe(total - paid);

      // Its voucher in the journal: receivables debited with the whole total.
      await page.getByTestId('invoice-voucher').click();
      await page.waitForURL('**/accounting/journal-ledger/*/edit');
      await page.locator('[data-testid="voucher-editor"], [data-testid="voucher-view"]').first().waitFor();
      const debits = async () =>
        (
          await page
            .getByTestId('voucher-line-debit')
            .evaluateAll((cells) => cells.map((cell) => (cell as HTMLInputElement).value || cell.textContent || ''))
        ).map((text) => Number(toLatin(text).replace(/\D/g, '') || 0));
      await expect.poll(debits).toContain(total);
      await context.close();
    });
  }
});
