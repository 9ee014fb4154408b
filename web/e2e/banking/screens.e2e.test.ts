import { describe, expect, it } from 'vitest';
import { downloadBy } from '../harness/downloads.ts';
import { url } from '../harness/app-page.ts';
import { screenshot, screenshotNames } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { bankOf, inBank } from './support.ts';
import { saveRefused } from '../harness/form-page.ts';

describe('the bank’s screens in fa and en, desktop and phone (issue 17)', () => {
  const chromium = browserPerFile();
  // A whole walk through the bank, signed in and out, takes longer than one screen on a busy machine.

  for (const { language, viewport } of flowCases) {
    it(`overview, statement, cards, management, workbook, saved accounts and opening a deposit in ${language} on ${viewport}`, async () => {
      const bank = bankOf[language];
      const name = screenshotNames('banking', { language, viewport });
      const { context, page } = await inBank(chromium.browser, language, viewport);
      await expect.poll(() => page.getByTestId('bank-transaction').count()).toBeGreaterThan(0);
      await screenshot(page, name('overview'));

      await page.goto(url(`/banking/deposits/${bank.depositId}?from=2026-10-23&to=2026-11-21`));
      await expect.poll(() => page.getByTestId('bank-transaction').count()).toBe(20);
      const firstPage = await page.getByTestId('bank-transaction').first().textContent();
      await page.getByTestId('statement-next').click();
      await expect.poll(() => page.getByTestId('bank-transaction').first().textContent()).not.toBe(firstPage);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      await screenshot(page, name('statement'));
      const download = await downloadBy(page, 'statement-export');
      expect(download.suggestedFilename()).toMatch(/^statement-.*\.csv$/);

      await page.getByTestId('bank-transaction').first().getByRole('link').click();
      await page.getByTestId('receipt').waitFor();
      await screenshot(page, name('receipt'));

      for (const tab of ['cards', 'management', 'workbook', 'saved-accounts', 'bills']) {
        await page.goto(url(`/banking/dashboard/${tab}`));
        await page.locator('.page-card').first().waitFor();
        // Each card says its card-to-card limit and today's use.
        if (tab === 'cards') await page.getByTestId('card-limit-line').first().waitFor();
        await screenshot(page, name(tab));
      }
      await expect.poll(() => page.getByTestId('bill').count()).toBeGreaterThan(0);

      await page.goto(url(`/banking/dashboard/workbook?month=${language === 'fa' ? '1405-08' : '2026-10'}`));
      await expect.poll(() => page.getByTestId('workbook-categories').locator('tbody tr').count()).toBeGreaterThan(2);

      await page.goto(url('/banking/open-deposit'));
      await page.getByTestId('open-deposit-title').fill(language === 'fa' ? 'سپرده یک‌ساله' : 'One-year deposit');
      await page.getByTestId('open-deposit-amount').fill('500');
      await saveRefused(page);
      await screenshot(page, name('open-deposit-errors'));
      await page.getByTestId('open-deposit-amount').fill('5000000');
      await page.getByTestId('form-save').click();
      await page.waitForURL('**/banking/deposits/dep-*');
      await expect.poll(() => page.getByTestId('deposit-screen-balance').textContent()).toMatch(/[5۵]/);
      await context.close();
    }, 300_000);
  }
});
