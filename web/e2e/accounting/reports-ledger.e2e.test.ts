import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadBy, downloadedText } from '../harness/downloads.ts';
import { activeCompany, searchOf, url } from '../harness/app-page.ts';
import { toLatin } from '../harness/digits.ts';
import { browserPerFile } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { accountId, reportTable, rialsOf } from './reports-support.ts';

/** The ledger's rows on screen and its "lines a–b of n" as numbers. */
const rows = (page: Page) => page.getByTestId('ledger-table').locator('tbody tr');
const position = async (page: Page) =>
  (toLatin((await page.getByTestId('ledger-position').textContent()) ?? '').match(/\d+/g) ?? []).map(Number);

describe('the general ledger pages by its cursors and exports every line of the period', () => {
  const chromium = browserPerFile();

  for (const language of ['fa', 'en'] as const) {
    it(`cash's ledger: next and previous page, the running balance carried across, the whole period exported, a line's voucher (${language})`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedIn(chromium.browser, email);
      const cash = await accountId(email, await activeCompany(page), '1101');
      await page.goto(url(`/accounting/general-ledger?accountId=${cash}`));
      await reportTable(page, 'ledger');
      const [first, last, total] = await position(page);
      // The seeded shop's cash moves more than one page of fifty lines.
      expect([first, last]).toEqual([1, 50]);
      expect(total).toBeGreaterThan(50);
      const lastBalanceOfPage1 = await rows(page).nth(49).locator('td[data-column="balance"]').textContent();

      const count = total ?? 0;
      await page.getByTestId('ledger-next').click();
      await expect.poll(() => searchOf(page).get('after')).toMatch(/^\d{4}-\d\d-\d\d\.\d+$/);
      await expect.poll(() => position(page)).toEqual([51, Math.min(100, count), count]);
      await expect.poll(() => rows(page).count()).toBe(Math.min(50, count - 50));
      // Onward to the last page (the seed's cash moves over two or more pages of fifty).
      for (let first = 101; first <= count; first += 50) {
        await page.getByTestId('ledger-next').click();
        await expect.poll(() => position(page)).toEqual([first, Math.min(first + 49, count), count]);
      }
      // The last line's running balance is the closing balance (same side in the seeded books: cash is in debit).
      const closing = rialsOf((await page.getByTestId('ledger-closing').textContent()) ?? '');
      const lastLine = rows(page).last().locator('td[data-column="balance"]');
      // The pager's position can show the last page a moment before its rows do.
      await expect.poll(async () => rialsOf((await lastLine.textContent()) ?? '')).toBe(Math.abs(closing));

      for (let first = Math.floor((count - 1) / 50) * 50 - 49; first >= 1; first -= 50) {
        await page.getByTestId('ledger-previous').click();
        await expect.poll(() => position(page)).toEqual([first, first + 49, count]);
      }
      await expect
        .poll(() => rows(page).nth(49).locator('td[data-column="balance"]').textContent())
        .toBe(lastBalanceOfPage1);

      const csv = await downloadBy(page, 'report-export-csv');
      const lines = (await downloadedText(csv)).trim().split('\n');
      // A header, then every line of the period, not only the page on screen.
      expect(lines.length).toBe((total ?? 0) + 1);

      // From a line to its voucher (the seed's first cash lines are FINAL: shown read-only).
      await rows(page).first().locator('td[data-column="voucher"] a').click();
      await page.waitForURL(/\/accounting\/journal-ledger\/\d+\/edit$/);
      await page.locator('[data-testid="voucher-view"], [data-testid="voucher-editor"]').first().waitFor();
      await context.close();
    });
  }
});
