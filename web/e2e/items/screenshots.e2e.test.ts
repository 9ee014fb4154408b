import { describe, expect, it } from 'vitest';
import { activeCompany } from '../harness/app-page.ts';
import { screenshot, screenshotNames, sweptScreenAt } from '../harness/browser.ts';
import { listShown } from '../harness/list-page.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { seededItem } from './support.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { saveRefused } from '../harness/form-page.ts';

describe('screenshots of the items screens in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`list, form, its errors and the detail in ${language} on ${viewport}`, async () => {
      const { context, page } = await signedInAt(chromium.browser, readerOf[language], '/items', viewport);
      const name = screenshotNames('items', { language, viewport });
      await listShown(page);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'fa' ? 'rtl' : 'ltr');
      await screenshot(page, name('list'));

      await sweptScreenAt(page, '/items/create?formType=PRODUCT', 'item-form');
      await screenshot(page, name('form'));
      await page.getByTestId('item-name').fill('x');
      await page.getByTestId('item-barcode').fill('6260100500014');
      await saveRefused(page);
      await screenshot(page, name('form-errors'));

      const product = await seededItem(await activeCompany(page), (item) => item.kind === 'PRODUCT');
      await sweptScreenAt(page, `/items/${product.id}`, 'item-detail');
      await screenshot(page, name('detail'));
      await page.getByTestId('item-delete').click();
      await page.getByRole('dialog').waitFor();
      await screenshot(page, name('delete-dialog'));
      await context.close();
    });
  }
});
