import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/lib/format/format-amount.ts';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { screenshotFitting } from '../harness/browser.ts';
import { browserPerFile, flowCases, type Language, languagesAndViewports } from '../harness/suite.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { accountId } from './reports-support.ts';

/** More lines than a table renders at once (200): a year-end voucher of a busy chart. */
const lineCount = 300;

/**
 * A voucher of {@link lineCount} lines through the API, each line debiting or crediting cash in turn so that the
 * books' balances stay as they were; line n is described "line n". FINAL when asked, so that it opens read-only.
 */
async function longVoucher(email: string, companyId: number, status: 'TEMPORARY' | 'FINAL') {
  const api = await apiAs(email);
  const cash = await accountId(email, companyId, '1101');
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const amount = 1_000 * (Math.floor(index / 2) + 1);
    const side = index % 2 === 0 ? { debit: amount, credit: 0 } : { debit: 0, credit: amount };
    return { accountId: cash, ...side, description: `line ${index + 1}` };
  });
  const params = { companyId };
  const { itemInfo } = await api.call(voucherEndpoints.create, {
    params,
    body: { date: '2026-10-01', description: `e2e ${lineCount} lines ${Date.now()}`, lines },
  });
  if (status === 'FINAL') await api.call(voucherEndpoints.finalise, { params: { ...params, id: itemInfo.id } });
  const read = async () => (await api.call(voucherEndpoints.get, { params: { ...params, id: itemInfo.id } })).itemInfo;
  return { id: itemInfo.id, total: itemInfo.total, read };
}

/** Signed in on the journal, then the voucher's page; the company is the page's own. */
async function onVoucherPage(
  browser: Parameters<typeof signedInAt>[0],
  language: Language,
  viewport: Parameters<typeof signedInAt>[3],
  status: 'TEMPORARY' | 'FINAL',
) {
  const email = readerOf[language];
  const session = await signedInAt(browser, email, '/accounting/journal-ledger', viewport);
  // The page picks the reader's first company once the profile has loaded.
  await expect.poll(() => activeCompany(session.page)).toBeGreaterThan(0);
  const voucher = await longVoucher(email, await activeCompany(session.page), status);
  await session.page.goto(url(`/accounting/journal-ledger/${voucher.id}/edit`));
  return { ...session, voucher };
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * Scrolls the windowed box until line `index` (its `data-index`) is rendered, as a reader would: from the rendered
 * line nearest to it, by that line's own height per line. Lines are measured as they render, so one jump may fall
 * short (a phone's cards are taller than the estimate) and the next one starts closer.
 */
async function scrollToLine(page: Page, box: string, index: number) {
  await expect
    .poll(async () => {
      await page.locator(box).evaluate((element, target) => {
        const lines = [...element.querySelectorAll<HTMLElement>('[data-index]')];
        const at = (line: HTMLElement) => Number(line.dataset.index);
        const near = lines.reduce((best, line) =>
          Math.abs(at(line) - target) < Math.abs(at(best) - target) ? line : best,
        );
        const offset = near.getBoundingClientRect().top - element.getBoundingClientRect().top;
        element.scrollBy({ top: offset + (target - at(near)) * near.offsetHeight - element.clientHeight / 3 });
      }, index);
      return page.locator(`${box} [data-index="${index}"]`).count();
    })
    .toBe(1);
}

describe('a voucher of more than 200 lines renders only the lines in view, and reads and edits whole', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`reads a FINAL voucher of ${lineCount} lines to its last line and totals (${language}, ${viewport})`, async () => {
      const { context, page, voucher } = await onVoucherPage(chromium.browser, language, viewport, 'FINAL');
      await page.getByTestId('voucher-view').waitFor();
      const table = page.getByTestId('voucher-view').locator('table');
      // Header, lines and the totals row, though most lines are not in the DOM.
      await expect.poll(() => table.getAttribute('aria-rowcount')).toBe(String(lineCount + 2));
      await expect.poll(() => table.locator('tbody tr[data-index]').count()).toBeLessThan(100);
      await screenshotFitting(page, `vouchers-long-view-${language}-${viewport}`);

      await scrollToLine(page, '[data-virtual-rows]', lineCount - 1);
      const last = table.locator(`tbody tr[aria-rowindex="${lineCount + 1}"] td`);
      expect((await last.last().textContent())?.trim()).toBe(`line ${lineCount}`);
      await expect
        .poll(() => page.getByTestId('voucher-view-total').textContent())
        .toBe(formatAmount(voucher.total, language));
      await context.close();
    });

    it(`opens a TEMPORARY voucher of ${lineCount} lines in the editor, windowed (${language}, ${viewport})`, async () => {
      const { context, page } = await onVoucherPage(chromium.browser, language, viewport, 'TEMPORARY');
      await page.getByTestId('voucher-editor').waitFor();
      await expect.poll(() => page.getByTestId('voucher-lines').getAttribute('data-virtual-lines')).not.toBeNull();
      await expect.poll(() => page.getByTestId('voucher-line').count()).toBeLessThan(100);
      await screenshotFitting(page, `vouchers-long-editor-${language}-${viewport}`);
      await context.close();
    });
  }

  for (const { language, viewport } of flowCases) {
    it(`walks to a new last line with the keyboard, is taken to a line out of view to fix it, and saves every line (${language}, ${viewport})`, async () => {
      const { context, page, voucher } = await onVoucherPage(chromium.browser, language, viewport, 'TEMPORARY');
      await page.getByTestId('voucher-editor').waitFor();
      const box = '[data-testid="voucher-lines"][data-virtual-lines]';
      const cell = (row: number, name: string) => page.locator(`#voucher-cell-${row}-${name}`);

      // Enter on the last line's description adds line 301 and moves there.
      await scrollToLine(page, box, lineCount - 1);
      await expect.poll(() => cell(lineCount - 1, 'description').inputValue()).toBe(`line ${lineCount}`);
      await cell(lineCount - 1, 'description').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedId(page)).toBe(`voucher-cell-${lineCount}-accountId`);

      // An amount without an account, then the top of the box: line 301 leaves the DOM.
      await cell(lineCount, 'debit').fill('1000');
      await page.getByTestId('voucher-description').focus();
      await scrollToLine(page, box, 0);
      await expect.poll(() => cell(lineCount, 'debit').count()).toBe(0);

      // The refused save brings line 301 back and puts the keyboard on what to fix.
      await page.getByTestId('form-save').click();
      await expect.poll(() => focusedId(page)).toBe(`voucher-cell-${lineCount}-accountId`);
      await expect.poll(() => cell(lineCount, 'accountId').getAttribute('aria-invalid')).toBe('true');

      // Line 301 removed, line 150 edited far from both ends, and saved: all 300 lines reach the server.
      await page
        .locator('.voucher-line', { has: cell(lineCount, 'debit') })
        .locator('.voucher-line-remove')
        .click();
      await expect.poll(() => cell(lineCount, 'debit').count()).toBe(0);
      await scrollToLine(page, box, 149);
      await cell(149, 'description').fill('line 150, edited');
      await page.getByTestId('form-save').click();
      await expect.poll(async () => (await voucher.read()).lines[149]?.description).toBe('line 150, edited');
      const saved = await voucher.read();
      expect(saved.lines).toHaveLength(lineCount);
      expect(saved.lines.at(-1)?.description).toBe(`line ${lineCount}`);
      expect(saved.total).toBe(voucher.total);
      await context.close();
    });
  }
});
