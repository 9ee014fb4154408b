import { dashboardEndpoints } from '@daftar/contracts/endpoints/dashboard';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/lib/format/format-amount.ts';
import { jalaliMonths } from '../../src/lib/format/jalali-months.ts';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { toPersian } from '../harness/digits.ts';
import { setFlag } from '../harness/lab.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';

const grid = (page: import('playwright-core').Page) => page.getByTestId('dashboard-grid');

describe('the dashboard (issue 18)', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  for (const { language, viewport } of flowCases) {
    it(`shows the seeded cash position in the seeded compact layout (${language}, ${viewport})`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const companyId = await activeCompany(page);
      const client = await apiAs(readerOf[language]);
      const { itemInfo } = await client.call(dashboardEndpoints.get, { params: { companyId }, query: {} });
      await expect.poll(() => grid(page).getAttribute('data-layout')).toBe('compact');
      await expect.poll(() => grid(page).getAttribute('data-columns')).toBe('2');
      const unit = language === 'fa' ? 'ریال' : 'Rials';
      await expect
        .poll(() => page.getByTestId('dashboard-cash-total').textContent())
        .toBe(`${formatAmount(itemInfo.cash.total, language)} ${unit}`);
      expect(itemInfo.cash.total).toBeGreaterThan(0);
      await page.getByTestId('dashboard-sales-chart').locator('canvas').waitFor();
      // Issue 33: the bars are Jalali months in either language («Azar 1405»), each with its days in its tooltip.
      const last = itemInfo.monthlySales.at(-1);
      if (!last) throw new Error('the seeded dashboard has no months of sales');
      const over = page.getByTestId('dashboard-sales-chart').locator('.u-over');
      await over.scrollIntoViewIfNeeded();
      const plot = await over.boundingBox();
      if (!plot) throw new Error('the chart has no plot area');
      await page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height / 2);
      await page.mouse.move(plot.x + plot.width - 4, plot.y + plot.height / 2, { steps: 4 });
      const tooltip = page.getByTestId('dashboard-sales-chart').getByRole('tooltip');
      const month = `${jalaliMonths[last.month - 1]?.[language]} ${language === 'fa' ? toPersian(String(last.year)) : last.year}`;
      await expect
        .poll(() => tooltip.textContent())
        .toMatch(new RegExp(`^${month}: .+ ${language === 'fa' ? 'تا' : 'to'} `));
      await screenshot(page, `dashboard-${language}-${viewport}`);
      await context.close();
    });
  }

  it("changes the layout when QA changes the flag's variant through the fault lab (fa, desktop)", async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.fa, 'desktop');
    await expect.poll(() => grid(page).getAttribute('data-layout')).toBe('compact');
    const widths = () =>
      grid(page).evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(await widths()).toBe(2);

    await setFlag('dashboard-layout', true, { name: 'wide', payload: { type: 'json', value: '{"columns":3}' } });
    await page.goto(url('/dashboard'));
    await expect.poll(() => grid(page).getAttribute('data-layout')).toBe('wide');
    await expect.poll(() => grid(page).getAttribute('data-columns')).toBe('3');
    await expect.poll(widths).toBe(3);
    await screenshot(page, 'dashboard-wide-fa-desktop');

    await setFlag('dashboard-layout', false);
    await page.goto(url('/dashboard'));
    await expect.poll(() => grid(page).getAttribute('data-layout')).toBe('standard');
    await context.close();
  });
});
