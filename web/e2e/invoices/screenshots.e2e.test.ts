import { describe, expect, it } from 'vitest';
import { activeCompany, goInApp } from '../harness/app-page.ts';
import { screenshot, sweptScreen } from '../harness/browser.ts';
import { openList } from '../harness/list-page.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { issuedSale } from './support.ts';

describe('screenshots of the invoices screens in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`overview, editor with its errors, invoice and payment in ${language} on ${viewport}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const name = (screen: string) => `invoices-${screen}-${language}-${viewport}`;
      const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      const invoice = await issuedSale(readerOf[language], await activeCompany(page));

      await openList(page, '/invoices/overview/all');
      await page.getByTestId('invoice-list-totals').waitFor();
      await screenshot(page, name('overview'));
      expect(await fitsWidth()).toBe(true);

      await goInApp(page, '/invoices/sell/create');
      await page.getByTestId('invoice-editor').waitFor();
      await page.getByTestId('invoice-line-quantity').first().fill('2');
      await page.getByTestId('form-save').click();
      await page.getByTestId('form-errors').waitFor();
      await sweptScreen(page);
      await screenshot(page, name('editor-errors'));
      expect(await fitsWidth()).toBe(true);

      await goInApp(page, `/invoices/sell/${invoice.id}`);
      await page.getByTestId('invoice-view').waitFor();
      await sweptScreen(page);
      await screenshot(page, name('view'));
      expect(await fitsWidth()).toBe(true);

      await goInApp(page, `/invoices/sell/edit/${invoice.id}`);
      await page.getByTestId('invoice-line-item').first().waitFor();
      await sweptScreen(page);
      await screenshot(page, name('edit'));
      expect(await fitsWidth()).toBe(true);

      await goInApp(page, `/invoices/sell/submit-payment/${invoice.id}`);
      await page.getByTestId('payment-form').waitFor();
      await sweptScreen(page);
      await screenshot(page, name('payment'));
      expect(await fitsWidth()).toBe(true);
      await context.close();
    });
  }
});
