import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchOf } from '../harness/app-page.ts';
import { toLatin } from '../harness/digits.ts';
import { listedTotal, listShown, settled } from '../harness/list-page.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { browserPerFile } from '../harness/suite.ts';

/** The list's dates column as Jalali or ISO text, in Latin digits. */
const listedDates = async (page: Page) =>
  (await page.locator('.data-table tbody tr td:nth-child(2)').allTextContents()).map(toLatin);

describe('the journal’s filters live in the URL and are applied by the server', () => {
  const chromium = browserPerFile();

  it('a Jalali date range typed with Persian digits, then an account picked by its code (fa)', async () => {
    const { context, page } = await signedInAt(chromium.browser, readerOf.fa, '/accounting/journal-ledger');
    await listShown(page);
    const all = await listedTotal(page);

    await page.getByTestId('filter-from').fill('۱۴۰۵/۰۸/۰۱');
    await expect.poll(() => searchOf(page).get('from')).toBe('2026-10-23');
    await page.getByTestId('filter-to').fill('۱۴۰۵/۰۸/۳۰');
    await expect.poll(() => searchOf(page).get('to')).toBe('2026-11-21');
    // The rows follow once the server's answer for this URL is in: on a busy machine two frames after the URL
    // changed, the list still showed the answer for `from` alone (1405/09/03 among them).
    await expect
      .poll(async () => {
        const dates = await listedDates(page);
        return dates.length > 0 && dates.every((date) => /^1405\/08\//.test(date));
      })
      .toBe(true);
    const inAban = await listedTotal(page);
    expect(inAban).toBeGreaterThan(0);
    expect(inAban).toBeLessThan(all);

    await page.getByTestId('filter-account').click();
    await page.keyboard.type('۱۱۰۱');
    await page.keyboard.press('Enter');
    await expect.poll(() => searchOf(page).get('accountId')).toMatch(/^\d+$/);
    await settled(page);
    expect(await listedTotal(page)).toBeLessThanOrEqual(inAban);
    await context.close();
  });
});
