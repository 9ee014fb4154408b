import { describe, expect, it } from 'vitest';
import { url } from '../harness/app-page.ts';
import { screenshot, screenshotFitting, screenshotNames } from '../harness/browser.ts';
import { openList } from '../harness/list-page.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { saveRefused } from '../harness/form-page.ts';

describe('screenshots of the journal screens in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    // The ceiling is 240 s, not a wait: six screens, each also checked by the accessibility sweep (the opening
    // balance's axe run took 12–17 s at a load average of 28 on two cores).
    it(`hub, journal, editor, years and opening balance in ${language} on ${viewport}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const name = screenshotNames('vouchers', { language, viewport });
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);

      await page.goto(url('/accounting'));
      await page.getByTestId('operations-recent').waitFor();
      await screenshotFitting(page, name('operations'));

      await openList(page, '/accounting/journal-ledger');
      await screenshotFitting(page, name('list'));

      await page.getByTestId('voucher-row-link').first().click();
      await page.locator('[data-testid="voucher-editor"], [data-testid="voucher-view"]').first().waitFor();
      await screenshotFitting(page, name('record'));

      await page.goto(url('/accounting/journal-ledger/create'));
      await page.getByTestId('voucher-editor').waitFor();
      await page.getByTestId('voucher-line-debit').first().fill('1000');
      await saveRefused(page);
      await screenshotFitting(page, name('editor-errors'));

      await page.goto(url('/accounting/financial-years'));
      await page.getByTestId('fiscal-year-table').waitFor();
      await screenshot(page, name('years'));
      // The seed's open year has temporary vouchers: the question that finalises them, with its date in the calendar.
      await page.getByTestId('fiscal-year-finalise').click();
      await page.getByTestId('fiscal-year-finalise-up-to').waitFor();
      await screenshotFitting(page, name('finalise-dialog'));
      await page.getByTestId('confirm-cancel').click();
      await page.getByTestId('fiscal-year-finalise-up-to').waitFor({ state: 'detached' });

      await page.goto(url('/accounting/financial-years/create'));
      await page.getByTestId('fiscal-year-year').waitFor();
      await screenshot(page, name('year-create'));

      await page.goto(url('/accounting/opening-balance'));
      await page.getByTestId('year-end-year').waitFor();
      await screenshot(page, name('opening'));
      await context.close();
    }, 240_000);
  }
});
