import { describe, expect, it } from 'vitest';
import { url } from '../harness/app-page.ts';
import { toLatin } from '../harness/digits.ts';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { balanceShown, inBankWithBalance } from './support.ts';

const digitsOf = (text: string | null) => Number(toLatin(text ?? '').replace(/\D/g, ''));

describe('bills: a bill id failing its check, and paying a bill from a deposit (issue 17)', () => {
  const chromium = browserPerFile();
  // A whole walk through the bank, signed in and out, takes longer than one screen on a busy machine.

  for (const { language, viewport } of flowCases) {
    it(`in ${language} on ${viewport}`, async () => {
      const name = (step: string) => `banking-bill-${step}-${language}-${viewport}`;
      const { context, page, bank, before } = await inBankWithBalance(chromium.browser, language, viewport);

      await page.goto(url('/banking/dashboard/bills'));
      await page.getByTestId('bills').waitFor();
      await page.getByTestId('bill-id').fill('7748317800143');
      await page.getByTestId('bill-payment-id').fill('1770160');
      await page.getByTestId('bill-add').click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      await screenshot(page, name('list'));
      const unpaidTotal = () => page.getByTestId('bills-unpaid-total').textContent().then(digitsOf);
      const unpaidBefore = await unpaidTotal();

      const title = await page.getByTestId('bill').first().getByRole('link').textContent();
      await page.getByTestId('bill').first().getByRole('link').click();
      await page.getByTestId('bill-pay').waitFor();
      const amount = digitsOf(await page.getByTestId('bill-amount').textContent());
      await page.getByTestId('bill-pay-from').selectOption(bank.depositId);
      await page.getByTestId('bill-pay').click();
      await page.getByTestId('bill-paid').waitFor();
      await screenshot(page, name('paid'));

      await expect.poll(() => balanceShown(page, bank.depositId).then(Number)).toBe(before - amount);

      // The list's unpaid total lost the bill, which now shows among the paid ones (the choice kept in the URL).
      await page.goto(url('/banking/dashboard/bills'));
      await expect.poll(unpaidTotal).toBe(unpaidBefore - amount);
      await page
        .getByTestId('bills-show')
        .getByText(language === 'fa' ? 'پرداخت‌شده' : 'Paid', { exact: true })
        .click();
      await expect.poll(() => new URL(page.url()).searchParams.get('show')).toBe('paid');
      await expect.poll(() => page.getByTestId('bills').textContent()).toContain(title ?? '');
      await screenshot(page, name('paid-list'));
      await context.close();
    }, 300_000);
  }
});
