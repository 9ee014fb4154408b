import { describe, it } from 'vitest';
import { activeCompany, goInApp } from '../harness/app-page.ts';
import { screenshotFitting, screenshotNames, sweptScreen, sweptScreenAt } from '../harness/browser.ts';
import { openList } from '../harness/list-page.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { issuedSale } from './support.ts';
import { saveRefused } from '../harness/form-page.ts';

describe('screenshots of the invoices screens in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`overview, editor with its errors, invoice and payment in ${language} on ${viewport}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const name = screenshotNames('invoices', { language, viewport });
      const invoice = await issuedSale(readerOf[language], await activeCompany(page));

      await openList(page, '/invoices/overview/all');
      await page.getByTestId('invoice-list-totals').waitFor();
      await screenshotFitting(page, name('overview'));

      await goInApp(page, '/invoices/sell/create');
      await page.getByTestId('invoice-editor').waitFor();
      await page.getByTestId('invoice-line-quantity').first().fill('2');
      await saveRefused(page);
      await sweptScreen(page);
      await screenshotFitting(page, name('editor-errors'));

      await sweptScreenAt(page, `/invoices/sell/${invoice.id}`, 'invoice-view');
      await screenshotFitting(page, name('view'));

      await sweptScreenAt(page, `/invoices/sell/edit/${invoice.id}`, 'invoice-line-item');
      await screenshotFitting(page, name('edit'));

      await sweptScreenAt(page, `/invoices/sell/submit-payment/${invoice.id}`, 'payment-form');
      await screenshotFitting(page, name('payment'));
      await context.close();
    });
  }
});
