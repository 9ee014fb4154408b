import { describe, expect, it } from 'vitest';
import { url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { askCardTransfer, balanceShown, bankOf, enterOutboxCode, inBank } from './support.ts';

describe('card-to-card transfer with its code from the outbox (issue 17)', () => {
  const chromium = browserPerFile();
  // A whole walk through the bank, signed in and out, takes longer than one screen on a busy machine.

  for (const { language, viewport } of flowCases) {
    it(`form, confirmation with the holder's name, code, receipt and one debit, in ${language} on ${viewport}`, async () => {
      const bank = bankOf[language];
      const name = (step: string) => `banking-transfer-${step}-${language}-${viewport}`;
      const { context, page } = await inBank(chromium.browser, language, viewport);
      const before = Number(await balanceShown(page, bank.depositId));

      await page.goto(url('/banking/transfer/card'));
      await page.getByTestId('transfer-form').waitFor();
      // The bank tab is behind a flag that is off in the seed.
      expect(await page.locator('.section-tab[href$="/transfer/bank"]').count()).toBe(0);
      await page.getByTestId('transfer-destination').fill('6221061051802737');
      await page.getByTestId('transfer-amount').fill('250000');
      await page.getByTestId('transfer-continue').click();
      await expect.poll(() => page.getByTestId('transfer-form').getByRole('alert').first().isVisible()).toBe(true);
      await screenshot(page, name('form-error'));

      await askCardTransfer(page, bank.otherCard, '250000');
      await expect.poll(() => page.getByTestId('transfer-destination-name').textContent()).toContain(bank.otherHolder);
      await screenshot(page, name('confirm'));
      await enterOutboxCode(page, bank.email);
      await page.getByTestId('transfer-confirm-button').click();
      await page.getByTestId('transfer-receipt').waitFor();
      await expect.poll(() => page.getByTestId('transfer-reference').textContent()).toMatch(/[0-9۰-۹]{14}/);
      await screenshot(page, name('receipt'));

      await expect.poll(() => balanceShown(page, bank.depositId).then(Number)).toBe(before - 250_000);
      await context.close();
    }, 300_000);
  }
});
