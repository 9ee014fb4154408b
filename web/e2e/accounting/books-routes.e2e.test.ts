import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeCompany, toast, url } from '../harness/app-page.ts';
import { apiAs } from '../harness/api-as.ts';
import { digitsIn } from '../harness/digits.ts';
import { settled } from '../harness/list-page.ts';
import { browserPerFile } from '../harness/suite.ts';
import { pathOf, readerOf, signedIn, signedInAt } from '../shell/session.ts';
import { accountId, postVoucher } from './reports-support.ts';
import { atFiscalYears } from './vouchers-support.ts';

const cases = [
  { language: 'fa', viewport: 'desktop' },
  { language: 'en', viewport: 'phone' },
] as const;

/** A screen reached by its own route and by its copy under /accounting/reports/, and where its text is read. */
interface Copy {
  path: string;
  /** A report's test id (its table is awaited), or the journal's list. */
  report?: string;
}

/** The text a screen shows in its own box: the same screen shows the same text whichever route it is on. */
async function screenText(page: Page, { report }: Copy): Promise<string> {
  if (report) await page.getByTestId(report).locator('table, [data-testid="list-empty"]').first().waitFor();
  else await page.locator('[data-testid="list-total"], [data-testid="list-empty"]').first().waitFor();
  await settled(page);
  const box = report ? page.getByTestId(report) : page.locator('main .data-table');
  return ((await box.textContent()) ?? '').trim();
}

describe('the books’ forms and routes: a new year, a copied voucher, the report copies', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of cases) {
    const digits = digitsIn(language);

    it(`opens the next fiscal year through its form; another one is refused (${language}, ${viewport})`, async () => {
      const { context, page } = await atFiscalYears(chromium.browser, readerOf[language], viewport);
      await page.getByTestId('fiscal-year-create').click();
      await page.getByTestId('fiscal-year-year').waitFor();
      expect(pathOf(page)).toBe('/accounting/financial-years/create');

      // 1407 is not the year after the open 1405: refused, and nothing is added.
      await page.getByTestId('fiscal-year-year').fill(digits('1407'));
      await page.getByTestId('form-save').click();
      await page.getByTestId('form-failure').waitFor();
      expect(pathOf(page)).toBe('/accounting/financial-years/create');

      await page.getByTestId('fiscal-year-year').fill(digits('1406'));
      await page.getByTestId('form-save').click();
      await page.waitForURL('**/accounting/financial-years');
      await toast(page).first().waitFor();
      // The seed's closed 1404, the open 1405 and the new 1406.
      await expect.poll(() => page.getByTestId('fiscal-year-row').count()).toBe(3);
      await expect.poll(() => page.getByTestId('fiscal-year-table').textContent()).toContain(digits('1406'));
      // Years close in order: only 1405 offers closing.
      await expect.poll(() => page.getByTestId('fiscal-year-close').count()).toBe(1);
      await context.close();
    });

    it(`copies a voucher through its copy page and saves the copy (${language}, ${viewport})`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedIn(chromium.browser, email, viewport);
      const companyId = await activeCompany(page);
      const description = `copy me ${language} ${viewport}`;
      const original = await postVoucher(email, companyId, {
        date: '2026-06-01',
        description,
        debit: await accountId(email, companyId, '8106'),
        credit: await accountId(email, companyId, '1101'),
        amount: 3_250_000,
      });

      await page.goto(url(`/accounting/journal-ledger/${original.id}/copy`));
      await page.getByTestId('voucher-editor').waitFor();
      await expect.poll(() => page.getByTestId('voucher-description').inputValue()).toBe(description);
      await expect.poll(() => page.getByTestId('voucher-line').count()).toBeGreaterThanOrEqual(2);
      await page.getByTestId('form-save').click();
      await page.waitForURL(/\/accounting\/journal-ledger\/\d+\/edit$/);
      const copyId = Number(pathOf(page).split('/')[3]);
      expect(copyId).not.toBe(original.id);

      // The copy is a new TEMPORARY voucher with the original's lines, dated today.
      const api = await apiAs(email);
      const read = async (id: number) => (await api.call(voucherEndpoints.get, { params: { companyId, id } })).itemInfo;
      const [source, copy] = [await read(original.id), await read(copyId)];
      expect(copy).toMatchObject({ status: 'TEMPORARY', total: source.total, description });
      expect(copy.number).not.toBe(source.number);
      const lines = (voucher: typeof source) =>
        voucher.lines.map(({ accountId, debit, credit }) => ({ accountId, debit, credit }));
      expect(lines(copy)).toEqual(lines(source));
      await context.close();
    });

    it(`/accounting/reports lists the books' reports; each copy shows the same screen as its own route (${language}, ${viewport})`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedInAt(chromium.browser, email, '/accounting/reports', viewport);
      // The hub: every report of the books, each with the line on what it answers (issue 33).
      const hub = page.getByTestId('books-reports');
      await hub.waitFor();
      const links = hub.locator('a');
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
        [
          'balance',
          'journal-ledger',
          'general-ledger',
          'profit-loss',
          'accounts-review',
          'tafsili-report',
          'debitor-creditor',
          'vat-report',
          'legal-journal',
          'legal-ledger',
          'legal-books/electronic',
          'people-account-flow',
        ].map((path) => `/accounting/reports/${path}`),
      );
      const answers = await hub.locator('.books-reports-answers').allTextContents();
      expect(answers.filter((line) => line.trim().endsWith(language === 'fa' ? '؟' : '?'))).toHaveLength(12);
      await expect.poll(() => page.getByTestId('empty-state').count()).toBe(0);
      await page.getByTestId('books-report-balance').click();
      await page.getByTestId('trial-balance').waitFor();
      expect(pathOf(page)).toBe('/accounting/reports/balance');
      const cash = await accountId(email, await activeCompany(page), '1101');
      const copies: Copy[] = [
        { path: 'balance?level=MOEIN&columns=8', report: 'trial-balance' },
        { path: `general-ledger?accountId=${cash}`, report: 'ledger' },
        { path: 'profit-loss?level=KOL', report: 'profit-loss' },
        { path: 'accounts-review?level=KOL', report: 'balance-sheet' },
        // No tafsili chosen: the screen asks for one, on both routes.
        { path: 'tafsili-report', report: 'tafsili-report' },
        { path: 'journal-ledger' },
      ];
      for (const copy of copies) {
        await page.goto(url(`/accounting/${copy.path}`));
        const own = await screenText(page, copy);
        expect(own.length).toBeGreaterThan(0);
        await page.goto(url(`/accounting/reports/${copy.path}`));
        expect([copy.path, await screenText(page, copy)]).toEqual([copy.path, own]);
      }
      await context.close();
    });
  }
});
