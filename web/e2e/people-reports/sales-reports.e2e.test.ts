import { salesReportEndpoints } from '@daftar/contracts/endpoints/sales-reports';
import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { apiAs } from '../harness/api-as.ts';
import { screenshotFitting, screenshotNames } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { cell, rialsOf } from '../accounting/reports-support.ts';

describe('/reports: the invoice analyses and the advance reports', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`monthly sales as bars and a table agreeing with the API; the advance filter builder's conditions, grouping and saved set (${language}, ${viewport})`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedIn(chromium.browser, email, viewport);
      const companyId = await activeCompany(page);
      const name = screenshotNames('sales-reports', { language, viewport });
      const api = await apiAs(email);
      const summary = (
        await api.call(salesReportEndpoints.getSummary, { params: { companyId }, query: { groupBy: 'MONTH' } })
      ).itemInfo;

      await page.goto(url('/reports?view=sales-month'));
      await page.getByTestId('sales-table').waitFor();
      expect(rialsOf(await cell(page, 'sales-totals', 'total'))).toBe(summary.totals.total);
      // uPlot arrives with the chart, in its own chunk, and draws on a canvas.
      await page.getByTestId('sales-month-chart').locator('canvas').first().waitFor();
      await screenshotFitting(page, name('by-month'));

      await page.getByTestId('reports-view-sales-customer').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('sales-customer');
      await expect.poll(async () => rialsOf(await cell(page, 'sales-totals', 'total'))).toBe(summary.totals.total);

      // The filter builder: two conditions added one by one and a grouping, then the same report from the API.
      await page.goto(url('/reports/advance-invoice'));
      await page.getByTestId('advance-invoice-table').waitFor();
      await page.getByTestId('invoice-filter-add').click();
      await page.getByTestId('invoice-filter-field-0').selectOption('kind');
      await page.getByTestId('invoice-filter-value-0').selectOption('SELL');
      await page.getByTestId('invoice-filter-add').click();
      await page.getByTestId('invoice-filter-field-1').selectOption('total');
      await page.getByTestId('invoice-filter-op-1').selectOption('gte');
      await page.getByTestId('invoice-filter-value-1').fill(language === 'fa' ? '۱۰۰۰۰۰۰۰' : '10000000');
      await page.getByTestId('invoice-layout-group').selectOption('month');
      const conditions = [
        { field: 'kind', op: 'is', value: 'SELL' },
        { field: 'total', op: 'gte', value: 10_000_000 },
      ];
      await expect.poll(() => new URL(page.url()).searchParams.get('where')).toBe(JSON.stringify(conditions));
      expect(new URL(page.url()).searchParams.get('groupBy')).toBe('month');
      const filtered = (
        await api.call(salesReportEndpoints.listAdvanceInvoices, {
          params: { companyId },
          query: { where: JSON.stringify(conditions), groupBy: 'month', page: 1, pageSize: 50 },
        })
      ).itemInfo;
      expect(filtered.totals.count).toBeGreaterThan(0);
      await expect
        .poll(async () => rialsOf(await cell(page, 'advance-invoice-totals', 'total')))
        .toBe(filtered.totals.total);
      const filterName = `${language}-${viewport}`;
      await page.getByTestId('saved-report-name').fill(filterName);
      await page.getByTestId('saved-report-save').click();
      const savedLink = page.getByTestId('saved-reports').getByRole('link', { name: filterName });
      await savedLink.waitFor();
      await screenshotFitting(page, name('advance-invoice'));

      // A link in the shape before the builder (saved sets kept it) reads as the builder's own.
      await page.goto(url('/reports/advance-customer?groupBy=CITY'));
      await page.getByTestId('advance-customer-table').waitFor();
      expect(new URL(page.url()).searchParams.get('groupBy')).toBe('city');
      await screenshotFitting(page, name('advance-customer'));

      // The saved filters open the report with them.
      await page.goto(url('/reports/advance-invoice'));
      await page.getByTestId('saved-reports').getByRole('link', { name: filterName }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('groupBy')).toBe('month');
      await expect.poll(() => page.getByTestId('invoice-filter-field-1').inputValue()).toBe('total');
      await context.close();
    });
  }
});
