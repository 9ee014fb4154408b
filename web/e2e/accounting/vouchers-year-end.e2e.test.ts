import { describe, expect, it } from 'vitest';
import { url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { browserPerFile } from '../harness/suite.ts';

/** `yearEnd` is 1405's last day as the date box reads it in the page's calendar. */
const cases = [
  { language: 'fa', viewport: 'desktop', opening: 'افتتاحیه', closed: 'بسته', yearEnd: '۱۴۰۵/۱۲/۲۹' },
  { language: 'en', viewport: 'phone', opening: 'Opening', closed: 'Closed', yearEnd: '2027-03-20' },
] as const;

describe('closing a fiscal year: its temporary vouchers finalised, its closing vouchers, the next year and its opening voucher', () => {
  const chromium = browserPerFile();

  for (const { language, viewport, opening, closed, yearEnd } of cases) {
    it(`${language} on ${viewport}`, async () => {
      const { context, page } = await signedInAt(
        chromium.browser,
        readerOf[language],
        '/accounting/financial-years',
        viewport,
      );
      await page.getByTestId('fiscal-year-table').waitFor();

      // Closing is refused while the year has temporary vouchers (the seed's documents post hundreds).
      expect(await page.getByTestId('fiscal-year-temporaries').count()).toBe(1);
      await page.getByTestId('fiscal-year-close').click();
      await page.getByTestId('confirm-accept').click();
      await page.locator('.Toastify__toast--error').waitFor();

      // Finalised at once, up to the year's last day typed in the page's calendar.
      await page.getByTestId('fiscal-year-finalise').click();
      await page.getByTestId('fiscal-year-finalise-up-to').fill(yearEnd);
      await screenshot(page, `vouchers-finalise-${language}-${viewport}`);
      await page.getByTestId('confirm-accept').click();
      await page.locator('.Toastify__toast--success').waitFor();
      await expect.poll(() => page.getByTestId('fiscal-year-temporaries').count()).toBe(0);
      expect(await page.getByTestId('fiscal-year-finalise').count()).toBe(0);

      await page.getByTestId('fiscal-year-close').click();
      await page.getByTestId('confirm-accept').click();
      await page.getByTestId('fiscal-year-close-outcome').waitFor();
      // The seed's closed 1404, the year just closed and the new open one are listed; only the new one can be closed.
      await expect.poll(() => page.getByTestId('fiscal-year-row').count()).toBe(3);
      expect(await page.getByTestId('fiscal-year-table').textContent()).toContain(closed);
      expect(await page.getByTestId('fiscal-year-close').count()).toBe(1);

      await page.getByTestId('opening-voucher').click();
      await page.waitForURL('**/accounting/journal-ledger/*/edit');
      await page.getByTestId('voucher-editor').waitFor();
      expect(await page.locator('.voucher-kind').textContent()).toBe(opening);
      expect(await page.getByTestId('voucher-line').count()).toBeGreaterThan(1);

      // The opening-balance page shows the same voucher for the new year; the closing-balance page the old year's.
      await page.goto(url('/accounting/opening-balance'));
      await page.getByTestId('voucher-editor').waitFor();
      expect(await page.locator('.voucher-kind').textContent()).toBe(opening);
      await page.goto(url('/accounting/closing-balance'));
      await expect.poll(() => page.getByTestId('voucher-view').count()).toBeGreaterThan(0);
      await context.close();
    });
  }
});
