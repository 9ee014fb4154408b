import { electronicBookColumns, legalBookPdfName } from '@daftar/contracts/endpoints/accounting-legal-books';
import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadBy, downloadedText } from '../harness/downloads.ts';
import { accountId, postVoucher } from '../accounting/reports-support.ts';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { artifactsDir } from '../harness/global-setup.ts';
import { toLatin, toPersian } from '../harness/digits.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { renderPdf } from '../invoices/pdf-render.ts';
import { xlsxRows } from '../money-records/support.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { finaliseMonth } from './support.ts';

/** Ordibehesht 1405: the month the books are written up for. */
const month = { from: '2026-04-21', to: '2026-05-21' };
const period = `from=${month.from}&to=${month.to}`;

describe('the legal books', () => {
  const files = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`are set up, blocked by a temporary voucher, printed as the month's journal, opened as its PDF and sent as a file (${language}, ${viewport})`, async () => {
      const reader = readerOf[language];
      const { context, page } = await signedInAt(files.browser, reader, '/accounting/settings', viewport);
      const companyId = await activeCompany(page);
      const api = await apiAs(reader);
      // The seed's documents post temporary vouchers: the month's are finalised first, then one new one is left.
      await finaliseMonth(api, companyId, month);
      const temporary = await postVoucher(reader, companyId, {
        date: '2026-05-10',
        description: 'خرید لوازم',
        debit: await accountId(reader, companyId, '8106'),
        credit: await accountId(reader, companyId, '1101'),
        amount: 3_500_000,
      });

      // Set the books up: the journal's seal date and registration number, a summary a month.
      await page.getByTestId('legal-settings-form').waitFor();
      await page.getByTestId('legal-journal-seal-date').fill(language === 'fa' ? '1405/01/01' : '2026-03-21');
      await page.getByTestId('legal-journal-registration').fill('98765');
      await page
        .getByTestId('legal-granularity')
        .getByText(language === 'fa' ? 'ماه' : 'Month')
        .click();
      await page.getByTestId('legal-settings-save').click();
      await page.getByTestId('legal-settings-status').waitFor();

      // The electronic file waits for the temporary voucher, named and linked.
      await page.goto(url(`/accounting/reports/legal-books/electronic?${period}`));
      const allFinal = page.getByTestId('legal-check-ALL_FINAL');
      await expect.poll(() => allFinal.getAttribute('data-ok')).toBe('false');
      await expect
        .poll(() => page.getByTestId(`legal-check-voucher-${temporary.id}`).getAttribute('href'))
        .toBe(`/accounting/journal-ledger/${temporary.id}/edit`);
      await expect.poll(() => page.getByTestId('electronic-download').isDisabled()).toBe(true);
      await page.getByTestId('electronic-blocked').waitFor();

      await api.call(voucherEndpoints.finalise, { params: { companyId, id: temporary.id } });

      // The month's journal: a row per kol, every page opening with what the page before carried.
      await page.goto(url(`/accounting/reports/legal-journal?${period}`));
      await page.getByTestId('legal-journal-table').waitFor();
      await expect.poll(() => allFinal.getAttribute('data-ok')).toBe('true');
      await expect.poll(() => page.getByTestId('legal-check-AFTER_SEAL').getAttribute('data-ok')).toBe('true');
      await expect.poll(() => page.getByTestId('legal-check-TOTALS_AGREE').getAttribute('data-ok')).toBe('true');
      const firstIn = page.locator('[data-testid^="legal-journal-in-"]').first();
      await expect
        .poll(() => firstIn.textContent())
        .toContain(language === 'fa' ? 'نقل از صفحهٔ قبل' : 'Brought forward');
      const title = language === 'fa' ? '۹۸۷۶۵' : '98765';
      await expect
        .poll(() => page.locator('.report-title, h1, caption').allTextContents())
        .toEqual(expect.arrayContaining([expect.stringContaining(title)]));
      await screenshot(page, `legal-journal-${language}-${viewport}`);

      // Printed: each of the book's pages on an A4 sheet of its own, under the company's and the book's header.
      await page.evaluate(() => {
        // The print dialog would block the page; what is printed is laid out below as Chromium prints it.
        window.print = () => undefined;
      });
      await page.getByTestId('report-print').click();
      const sheets = page.locator('[data-testid^="legal-print-page-"]');
      await sheets.first().waitFor({ state: 'attached' });
      const bookPages = await sheets.count();
      const firstPage = (await sheets.first().getAttribute('data-testid'))?.replace('legal-print-page-', '') ?? '';
      await page.emulateMedia({ media: 'print' });
      await expect.poll(() => page.getByTestId('legal-journal-table').isVisible()).toBe(false);
      const firstSheet = (await sheets.first().textContent()) ?? '';
      expect(firstSheet).toContain(language === 'fa' ? 'دفتر روزنامه' : 'Journal');
      expect(firstSheet).toContain(language === 'fa' ? 'سال مالی ۱۴۰۵' : 'Fiscal year 1405');
      expect(firstSheet).toContain(language === 'fa' ? 'نقل از صفحهٔ قبل' : 'Brought forward');
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const sizes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)/g)];
      expect(sizes.length).toBeGreaterThanOrEqual(bookPages);
      expect(sizes.map(([, width, height]) => [Math.round(Number(width)), Math.round(Number(height))])).toContainEqual([
        595, 842,
      ]);
      // Opened: pdf.js draws the first sheet, its header inked at the side the book's lines start from.
      const drawn = await renderPdf(context, pdf);
      writeFileSync(join(artifactsDir, 'screenshots', `legal-journal-print-${language}.png`), drawn.png);
      expect(drawn.pages).toBe(sizes.length);
      if (language === 'en') expect(drawn.text).toContain('Brought forward from the previous page');
      const ink = language === 'fa' ? drawn.headerInk.right : drawn.headerInk.left;
      expect(ink).toBeGreaterThan(0);
      await page.emulateMedia({ media: 'screen' });

      // The server's PDF beside Print: the same book pages, each under the company's header, in the company's
      // language of printed documents (fa for both readers' companies): right to left, Persian digits.
      const pdfFile = await downloadBy(page, 'legal-book-pdf');
      expect(pdfFile.suggestedFilename()).toBe(legalBookPdfName('journal', month));
      const serverPdf = readFileSync(await pdfFile.path());
      const opened = await renderPdf(context, serverPdf);
      writeFileSync(join(artifactsDir, 'screenshots', `legal-journal-pdf-${language}.png`), opened.png);
      expect(opened.pages).toBe(bookPages);
      // pdf.js reads «صفحهٔ» back with the hamza before the heh.
      for (const text of ['دفتر روزنامه', 'سال مالی ۱۴۰۵', 'شماره ثبت ۹۸۷۶۵', 'نقل از صفحٔه قبل']) {
        expect(opened.text).toContain(text);
      }
      expect(opened.text).toContain(`صفحٔه ${toPersian(firstPage)}`);
      expect(opened.text).not.toMatch(/[0-9]/);
      expect(opened.headerInk.right).toBeGreaterThan(opened.headerInk.left);

      // The file: downloaded and read back, its header the template's and its sides the summary's.
      await page.goto(url(`/accounting/reports/legal-books/electronic?${period}`));
      await expect.poll(() => page.getByTestId('electronic-download').isEnabled()).toBe(true);
      const summary = (await page.getByTestId('electronic-summary').textContent()) ?? '';
      const file = await downloadBy(page, 'electronic-download');
      const headers = electronicBookColumns.map((column) => column.header);
      let rows: unknown[][];
      if (file.suggestedFilename().endsWith('.csv')) {
        const text = await downloadedText(file);
        rows = text
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n')
          .map((line) => line.split(','));
      } else {
        rows = await xlsxRows(file);
      }
      expect(rows[0]).toEqual(headers);
      const debit = rows.slice(1).reduce((sum, row) => sum + Number(row[7]), 0);
      const credit = rows.slice(1).reduce((sum, row) => sum + Number(row[8]), 0);
      expect(debit).toBe(credit);
      // The preview said what the file holds: its row count and its sides.
      const said = toLatin(summary).replace(/[٬,]/g, '');
      expect(said).toContain(String(rows.length - 1));
      expect(said).toContain(String(debit));
      expect(rows.some((row) => row[6] === 'خرید لوازم' && Number(row[7]) === 3_500_000)).toBe(true);
      await context.close();
    });
  }
});
