import { describe, it } from 'vitest';
import { activeCompany } from '../harness/app-page.ts';
import { screenshot, screenshotFitting, screenshotNames, sweptScreenAt } from '../harness/browser.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { placesOf } from './support.ts';

describe('screenshots of the treasury screens in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`banks with a statement, transfers, petty cash and owners in ${language} on ${viewport}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const name = screenshotNames('treasury', { language, viewport });
      const companyId = await activeCompany(page);
      const [bank] = await placesOf(readerOf[language], companyId, 'BANK_ACCOUNT');
      if (!bank) throw new Error('no seeded bank account');

      await sweptScreenAt(page, `/accounting/banks?account=${bank.id}`, 'treasury-statement-table');
      await screenshotFitting(page, name('banks'));

      await sweptScreenAt(page, '/accounting/transfer-money', 'transfers');
      await screenshotFitting(page, name('transfers'));
      await page.getByTestId('transfer-new').click();
      await page.getByTestId('transfer-save').click();
      await page.getByRole('dialog').locator('.field-error').first().waitFor();
      await screenshot(page, name('transfer-errors'));

      await sweptScreenAt(page, '/accounting/petty-cash', 'settlements');
      await screenshotFitting(page, name('petty-cash'));

      await sweptScreenAt(page, '/accounting/owners', 'partners', 'owner-moves');
      await screenshotFitting(page, name('owners'));
      await context.close();
      // Four screens and a dialog per case: more than the default minute on the shared, busy machine.
    }, 180_000);
  }
});
