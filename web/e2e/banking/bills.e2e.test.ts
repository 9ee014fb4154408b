import { describe, expect, it } from 'vitest';
import { url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { balanceShown, bankOf, inBank } from './support.ts';

describe('bills: a bill id failing its check, and paying a bill from a deposit (issue 17)', () => {
  const chromium = browserPerFile();
  // A whole walk through the bank, signed in and out, takes longer than one screen on a busy machine.

  for (const { language, viewport } of flowCases) {
    it(`in ${language} on ${viewport}`, async () => {
      const bank = bankOf[language];
      const name = (step: string) => `banking-bill-${step}-${language}-${viewport}`;
      const { context, page } = await inBank(chromium.browser, language, viewport);
      const before = Number(await balanceShown(page, bank.depositId));

      await page.goto(url('/banking/dashboard/bills'));
      await page.getByTestId('bills').waitFor();
      await page.getByTestId('bill-id').fill('7748317800143');
      await page.getByTestId('bill-payment-id').fill('1770160');
      await page.getByTestId('bill-add').click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      await screenshot(page, name('list'));

      await page.getByTestId('bill').first().getByRole('link').click();
      await page.getByTestId('bill-pay').waitFor();
      const amount = Number(
        (await page.getByTestId('bill-amount').textContent())
          ?.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))
          .replace(/\D/g, ''),
      );
      await page.getByTestId('bill-pay-from').selectOption(bank.depositId);
      await page.getByTestId('bill-pay').click();
      await page.getByTestId('bill-paid').waitFor();
      await screenshot(page, name('paid'));

      await expect.poll(() => balanceShown(page, bank.depositId).then(Number)).toBe(before - amount);
      await context.close();
    }, 300_000);
  }
});
