import { describe, expect } from 'vitest';
import { downloadBy } from '../harness/downloads.ts';
import { url } from '../harness/app-page.ts';
import { screenshot, screenshotFitting, screenshotNames } from '../harness/browser.ts';
import { openList } from '../harness/list-page.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { itSignedIn } from '../shell/session.ts';
import { rialsIn, typeRecord, openVoucher, voucherDebits, xlsxRows } from './support.ts';
import { enter } from '../harness/keyboard.ts';
import { digitsIn } from '../harness/digits.ts';

// A whole walk-through (create, list, journal, edit, copy, reverse, export) on a shared, busy machine takes minutes.
describe('an expense: typed with the keyboard, listed with the charts, its voucher in the journal, edited, copied, reversed once final and exported', {
  timeout: 300_000,
}, () => {
  const chromium = browserPerFile();

  itSignedIn(chromium, flowCases, undefined, async ({ page, language, viewport }) => {
    const name = screenshotNames('money-records-expense', { language, viewport });
    const reference = `NET-${language}-${viewport}`;

    // The internet bill: 8105, 4,500,000 Rials and 10% VAT, paid from the bank (20001).
    const recordUrl = await typeRecord(page, language, '/expense', {
      category: '8105',
      amount: 4_500_000,
      vatRate: '10',
      treasury: '20001',
      description: 'اینترنت ثابت آذر',
      reference,
    });
    expect(await rialsIn(page, 'money-fact-total')).toBe(4_950_000);
    await screenshotFitting(page, name('view'));

    // In the list, found by its reference, with the totals of what the search matched.
    await openList(page, `/expense?q=${reference}`);
    await expect.poll(() => page.getByTestId('money-row-link').count()).toBe(1);
    expect(await rialsIn(page, 'money-totals-total')).toBe(4_950_000);
    await page.goto(url('/expense'));
    await page.getByTestId('money-list-totals').waitFor();
    // The charts above the list (folded on a phone until asked for): the open year's twelve months in each, drawn
    // once uPlot's chunk has loaded.
    if (viewport === 'phone') await page.getByTestId('money-charts-toggle').click();
    for (const chart of ['money-chart-flows', 'money-chart-cash']) {
      await page.locator(`[data-testid="${chart}"][data-points] canvas`).waitFor();
      await expect.poll(() => page.getByTestId(chart).getAttribute('data-points')).toBe('12');
    }
    await screenshotFitting(page, name('list'));

    // Its voucher: the internet account and VAT receivable debited.
    await page.goto(recordUrl);
    await openVoucher(page, 'money-voucher');
    await expect.poll(() => voucherDebits(page)).toEqual([4_500_000, 450_000]);

    // Edited: 5,000,000 before VAT; the same record, its total follows.
    await page.goto(`${recordUrl}/edit`);
    await page.getByTestId('money-form').waitFor();
    await page.getByTestId('money-amount').fill(language === 'fa' ? '۵۰۰۰۰۰۰' : '5000000');
    await screenshot(page, name('edit'));
    await page.getByTestId('money-amount').press('Control+Enter');
    await page.waitForURL(recordUrl);
    await expect.poll(() => rialsIn(page, 'money-fact-total')).toBe(5_500_000);

    // Copied: the same bill as a new record, dated today.
    await page.getByTestId('money-copy').click();
    await page.getByTestId('money-form').waitFor();
    await expect.poll(() => page.getByTestId('money-category').inputValue()).toContain(digitsIn(language)('8105'));
    await page.getByTestId('money-reference').focus();
    await enter(page);
    await page.waitForURL((next) => /\/expense\/\d+$/.test(next.pathname) && next.href !== recordUrl);
    await expect.poll(() => rialsIn(page, 'money-fact-total')).toBe(5_500_000);
    const copyUrl = page.url();

    // The copy's voucher made final in the journal: the record then offers Reverse instead of edit and delete.
    await openVoucher(page, 'money-voucher');
    await page.getByTestId('voucher-finalise').click();
    await page.getByTestId('confirm-accept').click();
    await page.getByTestId('voucher-view').waitFor();
    await page.goto(copyUrl);
    await page.getByTestId('money-reverse').click();
    await page.getByTestId('money-reverse-date').waitFor();
    await page.getByTestId('confirm-accept').click();
    await page.getByTestId('money-reversal').waitFor();
    await expect.poll(() => page.getByTestId('money-edit').count()).toBe(0);
    await expect.poll(() => page.getByTestId('money-reverse').count()).toBe(0);
    await screenshotFitting(page, name('reversed'));
    // The reversing voucher in the journal: the bank debited the total back.
    await openVoucher(page, 'money-reversal-voucher');
    await expect.poll(() => voucherDebits(page)).toEqual([5_500_000]);

    // Both records in the list, the copy reversed, and in the Excel file: amounts as numbers, dates as shown.
    await openList(page, `/expense?q=${reference}`);
    await expect.poll(() => page.getByTestId('money-row-link').count()).toBe(2);
    const xlsx = await downloadBy(page, 'money-export-xlsx');
    expect(xlsx.suggestedFilename()).toBe('expense.xlsx');
    const [header, ...rows] = await xlsxRows(xlsx);
    const totalAt = header?.findIndex((cell) => String(cell).startsWith(language === 'fa' ? 'جمع کل' : 'Total'));
    expect(totalAt).toBeGreaterThanOrEqual(0);
    expect(rows.map((row) => row[totalAt ?? 0])).toEqual([5_500_000, 5_500_000]);
    expect(String(rows[0]?.[1])).toMatch(language === 'fa' ? /^۱۴۰۵/ : /2026/);
    expect(rows.flat()).toContain(language === 'fa' ? 'برگشت‌خورده' : 'Reversed');
  });
});
