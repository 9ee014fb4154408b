import { describe, expect, it } from 'vitest';
import { url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { setClock } from '../harness/lab.ts';
import { readerOf } from '../shell/session.ts';
import { browserPerFile } from '../harness/suite.ts';
import { atFiscalYears } from './vouchers-support.ts';

/** `yearEnd` is 1405's last day as the date box reads it in the page's calendar. */
const cases = [
  { language: 'fa', viewport: 'desktop', opening: 'افتتاحیه', closed: 'بسته', open: 'باز', yearEnd: '۱۴۰۵/۱۲/۲۹' },
  { language: 'en', viewport: 'phone', opening: 'Opening', closed: 'Closed', open: 'Open', yearEnd: '2027-03-20' },
] as const;

/** 1405 ends on 2027-03-20: a year closes only after its last day, so the server's clock is a day later. */
const dayAfter1405 = '2027-03-21T08:30:00Z';

describe('closing a fiscal year: its temporary vouchers finalised, its closing vouchers, the next year and its opening voucher', () => {
  const chromium = browserPerFile();

  for (const { language, viewport, opening, closed, open, yearEnd } of cases) {
    it(`${language} on ${viewport}`, async () => {
      await setClock(dayAfter1405);
      const { context, page } = await atFiscalYears(chromium.browser, readerOf[language], viewport);

      // Closing is refused while the year has temporary vouchers (the seed's documents post hundreds).
      await expect.poll(() => page.getByTestId('fiscal-year-temporaries').count()).toBe(1);
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
      await expect.poll(() => page.getByTestId('fiscal-year-finalise').count()).toBe(0);

      await page.getByTestId('fiscal-year-close').click();
      await page.getByTestId('confirm-accept').click();
      await page.getByTestId('fiscal-year-close-outcome').waitFor();
      // The seed's closed 1404, the year just closed and the new open one are listed; only the new one can be closed.
      await expect.poll(() => page.getByTestId('fiscal-year-row').count()).toBe(3);
      await expect.poll(() => page.getByTestId('fiscal-year-table').textContent()).toContain(closed);
      await expect.poll(() => page.getByTestId('fiscal-year-close').count()).toBe(1);

      await page.getByTestId('opening-voucher').click();
      await page.waitForURL('**/accounting/journal-ledger/*/edit');
      await page.getByTestId('voucher-editor').waitFor();
      await expect.poll(() => page.locator('.voucher-kind').textContent()).toBe(opening);
      await expect.poll(() => page.getByTestId('voucher-line').count()).toBeGreaterThan(1);

      // The opening-balance page shows the same voucher for the new year; the closing-balance page the old year's.
      await page.goto(url('/accounting/opening-balance'));
      await page.getByTestId('voucher-editor').waitFor();
      await expect.poll(() => page.locator('.voucher-kind').textContent()).toBe(opening);
      await page.goto(url('/accounting/closing-balance'));
      await expect.poll(() => page.getByTestId('voucher-view').count()).toBeGreaterThan(0);

      // The owner (fa's reader owns the company) reopens 1405 with a reason: its closing and 1406's opening go.
      if (language === 'fa') {
        await page.goto(url('/accounting/financial-years'));
        await page.getByTestId('fiscal-year-reopen').click();
        await page.getByTestId('confirm-accept').click();
        await page.getByTestId('fiscal-year-reopen-reason').waitFor();
        await expect.poll(() => page.locator('.field-error').count()).toBeGreaterThan(0);
        await page.getByTestId('fiscal-year-reopen-reason').fill('فاکتور خرید اسفند جا مانده بود');
        await screenshot(page, `fiscal-year-reopen-${language}-${viewport}`);
        await page.getByTestId('confirm-accept').click();
        await page.locator('.Toastify__toast--success').last().waitFor();
        // The row that starts with the year's name: 1404's row also names a day of 1405 (the day it was closed).
        const row1405 = page.getByTestId('fiscal-year-row').filter({ hasText: /^\s*۱۴۰۵/ });
        await expect.poll(async () => row1405.locator('.fiscal-year-open').count()).toBe(1);
        await expect.poll(() => row1405.textContent()).toContain(open);
        // 1405 is the earliest open year again, so it is the one that closes.
        await expect.poll(() => row1405.getByTestId('fiscal-year-close').count()).toBe(1);
      }
      await setClock(null);
      await context.close();
    });
  }
});
