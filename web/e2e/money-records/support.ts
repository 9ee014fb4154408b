import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from '../harness/app-page.ts';
import { digitsIn, toLatin } from '../harness/digits.ts';
import { enter, focusedTestId, pickWithKeyboard } from '../harness/keyboard.ts';

/** A figure as the page shows it (grouped, either script's digits, a unit after it) → Rials. */
export const rialsIn = async (page: Page, testId: string) =>
  Number(toLatin((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\D/g, ''));

/** Presses Enter and expects the keyboard on `next`. */
export async function enterTo(page: Page, next: string): Promise<void> {
  await enter(page);
  await expect.poll(() => focusedTestId(page)).toBe(next);
}

/**
 * Fills a new record with the keyboard only, box by box as Enter walks them: date (today, left), category by code,
 * amount, VAT rate, the cash box or bank by code, no stakeholder, a description and a reference; Enter on the last
 * box saves. Answers the URL of the saved record's view, once it shows.
 */
export async function typeRecord(
  page: Page,
  language: 'fa' | 'en',
  path: '/income' | '/expense',
  record: {
    category: string;
    amount: number;
    vatRate: string;
    treasury: string;
    description: string;
    reference: string;
  },
): Promise<string> {
  const digits = digitsIn(language);
  await page.goto(url(`${path}/create`));
  await page.getByTestId('money-form').waitFor();
  await expect
    .poll(() => page.getByTestId('money-date').inputValue())
    .toMatch(language === 'fa' ? /^۱۴۰۵\// : /^2026-/);
  await page.getByTestId('money-date').focus();
  await enterTo(page, 'money-category');
  await pickWithKeyboard(page, digits(record.category));
  await expect.poll(() => focusedTestId(page)).toBe('money-amount');
  await page.keyboard.type(digits(String(record.amount)));
  await enterTo(page, 'money-vat-rate');
  await page.keyboard.type(digits(record.vatRate));
  await enterTo(page, 'money-treasury');
  await pickWithKeyboard(page, digits(record.treasury));
  await expect.poll(() => focusedTestId(page)).toBe('money-stakeholder');
  await enterTo(page, 'money-description');
  await page.keyboard.type(record.description);
  await enterTo(page, 'money-reference');
  await page.keyboard.type(record.reference);
  await enter(page);
  await page.waitForURL(new RegExp(`${path}/\\d+$`));
  await page.getByTestId('money-view').waitFor();
  return page.url();
}

/** Follows a record's link to a voucher (its own, or its reversal's) into the journal's editor. */
export async function openVoucher(page: Page, link: 'money-voucher' | 'money-reversal-voucher'): Promise<void> {
  await page.getByTestId(link).click();
  await page.waitForURL('**/accounting/journal-ledger/*/edit');
}

/** The debits of the voucher open in the journal's screen, in Rials (the credit lines' empty debits left out). */
export async function voucherDebits(page: Page): Promise<number[]> {
  await page.locator('[data-testid="voucher-editor"], [data-testid="voucher-view"]').first().waitFor();
  return (
    await page
      .getByTestId('voucher-line-debit')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLInputElement).value || cell.textContent || ''))
  )
    .map((text) => Number(toLatin(text).replace(/\D/g, '') || 0))
    .filter((debit) => debit > 0);
}

/** A downloaded workbook's first sheet as rows of cell values (numbers stay numbers), read with exceljs in Node. */
export async function xlsxRows(download: Download): Promise<unknown[][]> {
  const loaded = await import('exceljs');
  const { Workbook } = ('default' in loaded ? loaded.default : loaded) as typeof loaded;
  const workbook = new Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
