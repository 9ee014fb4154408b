import { peopleReportEndpoints } from '@daftar/contracts/endpoints/people-reports';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { apiAs } from '../harness/api-as.ts';
import { screenshot, screenshotNames } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { cell, reportTable, rialsOf, trialBalanceRow } from '../accounting/reports-support.ts';

/** Nothing of the page sticks out sideways: a wide report scrolls inside its own box. */
const fitsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The seeded debtors as the API answers them: the largest first, with the totals. */
async function seededDebtors(email: string, companyId: number) {
  const api = await apiAs(email);
  return (await api.call(peopleReportEndpoints.listDebtors, { params: { companyId }, query: { tab: 'DEBTORS' } }))
    .itemInfo;
}

describe('debtors, a customer’s statement, VAT by season and the people account flow, from the seeded books', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`the largest debtor's balance and ageing, and their statement (${language}, ${viewport})`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedIn(chromium.browser, email, viewport);
      const companyId = await activeCompany(page);
      const name = screenshotNames('people-reports', { language, viewport });
      const debtors = await seededDebtors(email, companyId);
      const top = debtors.rows[0];
      if (!top) throw new Error('the seeded books have no debtor');

      await page.goto(url('/accounting/debitors-creditors?tab=debitors'));
      await reportTable(page, 'debtors');
      const row = `debtor-row-${top.code}`;
      expect(rialsOf(await cell(page, row, 'balance'))).toBe(top.balance);
      for (const bucket of ['days0to30', 'days31to60', 'days61to90', 'over90'] as const) {
        expect([bucket, rialsOf(await cell(page, row, bucket))]).toEqual([bucket, top[bucket]]);
      }
      expect(rialsOf(await cell(page, 'debtors-totals', 'balance'))).toBe(debtors.totals.balance);
      // The debtors' total is what the trial balance shows for receivables at the year's end.
      const receivables = (await trialBalanceRow(email, companyId, '1201')).row;
      expect(debtors.totals.balance).toBe((receivables?.balanceDebit ?? 0) - (receivables?.balanceCredit ?? 0));
      await screenshot(page, name('debtors'));
      expect(await fitsSideways(page)).toBe(true);

      await page.getByTestId(row).locator('td[data-column="name"] a').click();
      await page.waitForURL(new RegExp(`/accounting/debitors-creditors/${top.tafsiliId}\\?`));
      await reportTable(page, 'statement');
      await expect.poll(async () => rialsOf(await cell(page, 'statement-closing', 'balance'))).toBe(top.balance);
      await expect.poll(() => page.getByTestId('statement-person').textContent()).toContain(top.name);
      await screenshot(page, name('statement'));
      expect(await fitsSideways(page)).toBe(true);
      await context.close();
    });

    it(`the VAT season figure against the trial balance and its ledger, the people account flow (${language}, ${viewport})`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedIn(chromium.browser, email, viewport);
      const companyId = await activeCompany(page);
      const name = screenshotNames('people-reports', { language, viewport });
      const debtors = await seededDebtors(email, companyId);

      await page.goto(url('/accounting/vat'));
      await reportTable(page, 'vat');
      const vatPayable = (await trialBalanceRow(email, companyId, '3201')).row;
      const vatReceivable = (await trialBalanceRow(email, companyId, '1301')).row;
      // The year's output VAT is the VAT payable account's credits, the input VAT the VAT receivable's debits.
      expect(rialsOf(await cell(page, 'vat-row-outputVat', 'total'))).toBe(vatPayable?.periodCredit ?? 0);
      expect(rialsOf(await cell(page, 'vat-row-inputVat', 'total'))).toBe(vatReceivable?.periodDebit ?? 0);
      const api = await apiAs(email);
      const vat = (await api.call(peopleReportEndpoints.getVatReport, { params: { companyId }, query: {} })).itemInfo;
      const spring = vat.seasons[0];
      expect(spring?.outputVat).toBeGreaterThan(0);
      const springText = (await page.getByTestId('vat-season-1-outputVat').textContent()) ?? '';
      expect(rialsOf(springText)).toBe(spring?.outputVat);
      await screenshot(page, name('vat'));
      expect(await fitsSideways(page)).toBe(true);

      // The figure opens the ledger of VAT payable over the season: the vouchers behind it.
      await page.getByTestId('vat-season-1-outputVat').locator('a').click();
      await page.waitForURL(/\/accounting\/account-details\/\d+\?from=/);
      await reportTable(page, 'ledger');
      expect(rialsOf((await page.getByTestId('ledger-credit').textContent()) ?? '')).toBe(spring?.outputVat);

      await page.goto(url('/accounting/reports/vat-report'));
      await reportTable(page, 'vat-report');
      await screenshot(page, name('vat-report'));

      await page.goto(url('/accounting/reports/people-account-flow'));
      await reportTable(page, 'people-account-flow');
      expect(rialsOf(await cell(page, 'flow-account-1201', 'closingBalance'))).toBe(debtors.totals.balance);
      await page.getByTestId('flow-account-1201').locator('td[data-column="name"] a').click();
      await reportTable(page, 'people-account-flow-people');
      await screenshot(page, name('account-flow'));
      await context.close();
    });
  }
});
