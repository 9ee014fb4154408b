import { type Item, itemEndpoints } from '@daftar/contracts/endpoints/items';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/lib/format/format-amount.ts';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { openList } from '../harness/list-page.ts';
import { browserPerFile, flowCases, type Language, type Viewport } from '../harness/suite.ts';
import { fillItem, saveItem, seededItem } from '../items/support.ts';
import { signedIn } from '../shell/session.ts';
import { managerOf } from './support.ts';

/** A page signed in as the language's manager, in the company they own (the log is for owners and admins). */
async function asOwner(browser: Parameters<typeof signedIn>[0], language: Language, viewport: Viewport) {
  const manager = managerOf[language];
  const { context, page } = await signedIn(browser, manager.email, viewport);
  if ((await activeCompany(page)) !== manager.companyId) {
    await page.evaluate((id) => localStorage.setItem('businessId', String(id)), manager.companyId);
  }
  return { context, page };
}

/** The newest item with a sale price, and a new price for it. */
async function pricedItem(companyId: number): Promise<{ item: Item; price: number }> {
  const item = await seededItem(companyId, (row) => (row.salePrice ?? 0) > 0);
  return { item, price: (item.salePrice ?? 0) + 150_000 };
}

/** The sale-price change of the log's newest row, as shown: [before, after]. */
async function newestPriceChange(page: Page): Promise<[string, string]> {
  const line = page.getByTestId('activity-changes').first().locator('li[data-field="sale_price"]');
  return [
    ((await line.locator('.activity-before').textContent()) ?? '').trim(),
    ((await line.locator('.activity-after').textContent()) ?? '').trim(),
  ];
}

describe('company activities (issue 18)', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`shows an item's new price with the old one, as its editor, filtered in the URL (${language}, ${viewport})`, async () => {
      const { context, page } = await asOwner(chromium.browser, language, viewport);
      const { item, price } = await pricedItem(managerOf[language].companyId);
      await page.goto(url(`/items/${item.id}/edit`));
      await page.getByTestId('item-form').waitFor();
      await fillItem(page, { salePrice: String(price) });
      expect(await saveItem(page)).toBe(item.id);

      await openList(page, '/company/activities?entity=items&action=UPDATE');
      await expect
        .poll(() => newestPriceChange(page))
        .toEqual([formatAmount(item.salePrice ?? 0, language), formatAmount(price, language)]);
      await expect.poll(() => page.getByTestId('filter-entity').inputValue()).toBe('items');
      await expect.poll(() => page.getByTestId('filter-action').inputValue()).toBe('UPDATE');
      await screenshot(page, `company-activities-${language}-${viewport}`);

      // The dashboard's recent activity names the same change, newest first.
      await page.goto(url('/dashboard'));
      await expect
        .poll(() => page.getByTestId('widget-activity').locator('li').first().textContent())
        .toContain(language === 'fa' ? 'ویرایش کالا و خدمات' : 'Changed Item');
      // Named as a person knows the record, not by its number.
      await expect
        .poll(() => page.getByTestId('widget-activity').locator('li').first().textContent())
        .toContain(item.name);
      await page.getByTestId('widget-activity').scrollIntoViewIfNeeded();
      await screenshot(page, `company-activities-dashboard-${language}-${viewport}`);
      await context.close();
    });
  }

  for (const { language, viewport } of [
    { language: 'fa', viewport: 'phone' },
    { language: 'en', viewport: 'desktop' },
  ] as const) {
    it(`screenshot of the whole log after a change through the API (${language}, ${viewport})`, async () => {
      const manager = managerOf[language];
      const { item, price } = await pricedItem(manager.companyId);
      const api = await apiAs(manager.email);
      const optional = (name: 'purchasePrice' | 'barcode' | 'category') =>
        item[name] === null ? {} : { [name]: item[name] };
      const saved = await api.call(itemEndpoints.update, {
        params: { companyId: manager.companyId, id: item.id },
        body: {
          kind: item.kind,
          code: item.code,
          name: item.name,
          unit: item.unit,
          salePrice: price,
          vatApplicable: item.vatApplicable,
          vatRate: item.vatRate,
          trackStock: item.trackStock,
          active: item.active,
          ...optional('purchasePrice'),
          ...optional('barcode'),
          ...optional('category'),
        },
      });
      expect(saved.itemInfo.salePrice).toBe(price);
      const { context, page } = await asOwner(chromium.browser, language, viewport);
      await openList(page, '/company/activities');
      await expect
        .poll(() => newestPriceChange(page))
        .toEqual([formatAmount(item.salePrice ?? 0, language), formatAmount(price, language)]);
      await screenshot(page, `company-activities-all-${language}-${viewport}`);
      await context.close();
    });
  }
});
