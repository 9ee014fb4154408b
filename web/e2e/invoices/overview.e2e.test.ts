import { describe, expect, it } from 'vitest';
import { downloadBy, downloadedText } from '../harness/downloads.ts';
import { activeCompany, searchOf } from '../harness/app-page.ts';
import { toLatin, toPersian } from '../harness/digits.ts';
import { listedTotal, openList, settled } from '../harness/list-page.ts';
import { browserPerFile, languages } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { amountIn, issuedSale } from './support.ts';

const texts = { fa: { total: 'مبلغ کل' }, en: { total: 'Total' } } as const;

describe('the invoices overview: search, filters in the URL, totals of what matches, CSV and Excel', () => {
  const chromium = browserPerFile();

  for (const language of languages) {
    it(`in ${language}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language]);
      const invoice = await issuedSale(readerOf[language], await activeCompany(page));
      const number = invoice.displayNumber ?? '';

      // The sales tab, searched by the invoice's number: it alone, and the totals are its figures. Numbers run per
      // fiscal year (the seed's closed 1404 has an S- of each number too), so the list is this year's: from its day.
      await openList(page, `/invoices/overview/sell?from=${invoice.issueDate}`);
      await page.getByRole('searchbox').fill(language === 'fa' ? toPersian(number) : number);
      await expect.poll(() => searchOf(page).get('q')).toBeTruthy();
      // The rows change when the search's answer lands, after the URL: wait for them, not for the URL.
      await expect
        .poll(async () => (await page.getByTestId('invoice-row-link').allTextContents()).map(toLatin))
        .toEqual([number]);
      expect(await listedTotal(page)).toBe(1);
      expect(await amountIn(page, 'invoice-totals-grand-total')).toBe(invoice.grandTotal);
      expect(await amountIn(page, 'invoice-totals-balance-due')).toBe(invoice.balanceDue);

      // Paid only: a status this new invoice does not have; the filter lives in the URL.
      await page.getByTestId('filter-status').selectOption('PAID');
      await expect.poll(() => searchOf(page).get('status')).toBe('PAID');
      await expect.poll(() => page.getByTestId('invoice-row-link').allTextContents()).not.toContain(number);
      await page.getByTestId('filter-status').selectOption('');
      await settled(page);

      // Sorted by the total, on the server: the URL says so and the rows follow.
      await page.getByRole('button', { name: texts[language].total }).click();
      await expect.poll(() => searchOf(page).get('sort')).toMatch(/^-?grandTotal$/);
      await settled(page);
      const descending = searchOf(page).get('sort')?.startsWith('-');
      const totals = await page
        .locator('table tbody tr')
        .evaluateAll(
          (rows, index) => rows.map((row) => row.children[index]?.textContent ?? ''),
          await page
            .locator('table thead th')
            .evaluateAll(
              (heads, name) => heads.findIndex((head) => head.textContent?.startsWith(name)),
              texts[language].total,
            ),
        );
      const figures = totals.map((text) => Number(toLatin(text).replace(/\D/g, '')));
      expect(figures).toEqual([...figures].sort((a, b) => (descending ? b - a : a - b)));

      // The exports hold what the list shows.
      const csv = await downloadBy(page, 'list-export');
      expect(csv.suggestedFilename()).toBe('invoices.csv');
      expect(toLatin(await downloadedText(csv))).toContain(number);
      const xlsx = await downloadBy(page, 'invoice-export-xlsx');
      expect(xlsx.suggestedFilename()).toBe('invoices.xlsx');
      // An xlsx file is a zip archive.
      expect((await downloadedText(xlsx)).slice(0, 2)).toBe('PK');
      await context.close();
    });
  }
});
