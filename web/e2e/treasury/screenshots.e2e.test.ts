import { describe, expect, it } from 'vitest';
import { activeCompany, goInApp } from '../harness/app-page.ts';
import { screenshot, sweptScreen } from '../harness/browser.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { placesOf } from './support.ts';

describe('screenshots of the treasury screens in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`banks with a statement, transfers, petty cash and owners in ${language} on ${viewport}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const name = (screen: string) => `treasury-${screen}-${language}-${viewport}`;
      const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      const companyId = await activeCompany(page);
      const [bank] = await placesOf(readerOf[language], companyId, 'BANK_ACCOUNT');
      if (!bank) throw new Error('no seeded bank account');

      await goInApp(page, `/accounting/banks?account=${bank.id}`);
      await page.getByTestId('treasury-statement-table').waitFor();
      await sweptScreen(page);
      await screenshot(page, name('banks'));
      expect(await fitsWidth()).toBe(true);

      await goInApp(page, '/accounting/transfer-money');
      await page.getByTestId('transfers').waitFor();
      await sweptScreen(page);
      await screenshot(page, name('transfers'));
      expect(await fitsWidth()).toBe(true);
      await page.getByTestId('transfer-new').click();
      await page.getByTestId('transfer-save').click();
      await page.getByRole('dialog').locator('.field-error').first().waitFor();
      await screenshot(page, name('transfer-errors'));

      await goInApp(page, '/accounting/petty-cash');
      await page.getByTestId('settlements').waitFor();
      await sweptScreen(page);
      await screenshot(page, name('petty-cash'));
      expect(await fitsWidth()).toBe(true);

      await goInApp(page, '/accounting/owners');
      await page.getByTestId('partners').waitFor();
      await page.getByTestId('owner-moves').waitFor();
      await sweptScreen(page);
      await screenshot(page, name('owners'));
      expect(await fitsWidth()).toBe(true);
      await context.close();
      // Four screens and a dialog per case: more than the default minute on the shared, busy machine.
    }, 180_000);
  }
});
