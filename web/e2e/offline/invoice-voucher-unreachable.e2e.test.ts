import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { digitsIn } from '../harness/digits.ts';
import { startScenario, stopScenario } from '../harness/lab.ts';
import { browserPerFile, flowCases, type Language } from '../harness/suite.ts';
import { customerAndProduct } from '../invoices/support.ts';
import { readerOf } from '../shell/session.ts';
import { expectReloadKeepsDraft, expectSaveUnreachable, openWithWorker, waitForKeptCache } from './support.ts';
import { enter, pickWithKeyboard, typeAndEnter } from '../harness/keyboard.ts';

/**
 * Saves the open form while the API closes every connection: the translated message with "try again", the banner,
 * no raw browser text; then a reload shows the shell, the offline banner and the draft offered back, never the crash
 * page. Leaves the API unreachable.
 */
async function saveUnreachableThenReload(page: Page, language: Language, shot: string): Promise<void> {
  await waitForKeptCache(page);
  await startScenario('server-unreachable');
  await expectSaveUnreachable(page, language);
  await expectReloadKeepsDraft(page);
  await screenshot(page, shot);
}

describe('an invoice and a voucher saved while the server cannot be reached', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`keep their drafts over a reload, in ${language} (${viewport})`, async () => {
      const digits = digitsIn(language);
      const { context, page } = await openWithWorker(
        chromium.browser,
        readerOf[language],
        '/invoices/sell/create',
        viewport,
      );

      // A sale: the customer and one line, picked with the keyboard.
      await page.getByTestId('invoice-editor').waitFor();
      const { customer, product } = await customerAndProduct(readerOf[language], await activeCompany(page));
      await page.getByTestId('invoice-party').click();
      await pickWithKeyboard(page, digits(customer.code));
      await page.getByTestId('invoice-line-item').first().click();
      await pickWithKeyboard(page, digits(product.code));
      const party = await page.getByTestId('invoice-party').inputValue();
      await saveUnreachableThenReload(page, language, `offline-invoice-draft-${language}-${viewport}`);
      await page.getByTestId('draft-restore').click();
      await expect.poll(() => page.getByTestId('invoice-party').inputValue()).toBe(party);
      await stopScenario('server-unreachable');
      await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 45_000 });

      // A voucher, balanced.
      const description = `offline ${language} ${viewport} ${Date.now()}`;
      await page.goto(url('/accounting/journal-ledger/create'));
      await page.getByTestId('voucher-editor').waitFor();
      await page.getByTestId('voucher-description').fill(description);
      await page.getByTestId('voucher-line-account').first().click();
      await typeAndEnter(page, digits('1101'));
      await enter(page);
      await typeAndEnter(page, digits('5000000'));
      await enter(page);
      await typeAndEnter(page, 'in');
      await typeAndEnter(page, digits('6101'));
      await enter(page);
      await enter(page);
      await typeAndEnter(page, digits('5000000'));
      await saveUnreachableThenReload(page, language, `offline-voucher-draft-${language}-${viewport}`);
      await page.getByTestId('draft-restore').click();
      await expect.poll(() => page.getByTestId('voucher-description').inputValue()).toBe(description);
      await stopScenario('server-unreachable');
      await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 45_000 });
      await context.close();
    });
  }
});
