import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toast, url } from '../harness/app-page.ts';
import { toLatin } from '../harness/digits.ts';
import { screenshot } from '../harness/browser.ts';
import { errorUnder } from '../harness/form-page.ts';
import { callsTo, startScenario } from '../harness/lab.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { askCardTransfer, balanceShown, bankErrorText, enterOutboxCode, inBankWithBalance } from './support.ts';

/** The real bank's refusals of a transfer request that the fault lab reproduces (QA guide), with their codes. */
const faultRefusals = [
  ['bank-insufficient-funds', 'INSUFFICIENT_FUNDS'],
  ['bank-daily-limit', 'DAILY_LIMIT_EXCEEDED'],
] as const;

/** Fills the card-to-card form (already open) and asks the bank; the form stays when the bank refuses. */
async function continueWith(page: Page, destination: string, amount: string): Promise<void> {
  await page.getByTestId('transfer-destination').fill(destination);
  await page.getByTestId('transfer-amount').fill(amount);
  await page.getByTestId('transfer-continue').click();
}

describe('card-to-card transfer with its code from the outbox (issue 17)', () => {
  const chromium = browserPerFile();
  // A whole walk through the bank, signed in and out, takes longer than one screen on a busy machine.

  for (const { language, viewport } of flowCases) {
    it(`form, confirmation with the holder's name, code, receipt and one debit, in ${language} on ${viewport}`, async () => {
      const name = (step: string) => `banking-transfer-${step}-${language}-${viewport}`;
      const { context, page, bank, before } = await inBankWithBalance(chromium.browser, language, viewport);

      await page.goto(url('/banking/transfer/card'));
      await page.getByTestId('transfer-form').waitFor();
      // The bank tab is behind a flag that is off in the seed.
      await expect.poll(() => page.locator('.section-tab[href$="/transfer/bank"]').count()).toBe(0);
      await page.getByTestId('transfer-destination').fill('6221061051802737');
      await page.getByTestId('transfer-amount').fill('250000');
      await page.getByTestId('transfer-continue').click();
      await expect.poll(() => page.getByTestId('transfer-form').getByRole('alert').first().isVisible()).toBe(true);
      await screenshot(page, name('form-error'));

      for (const [scenario, code] of faultRefusals) {
        await startScenario(scenario);
        await continueWith(page, bank.otherCard, '250000');
        await expect.poll(() => errorUnder(page, 'transfer-amount')).toBe(bankErrorText(code, language));
        const asked = (await callsTo('POST', '/neobank/general/web/transfers')).at(-1);
        expect([asked?.status, asked?.ruleName]).toEqual([400, scenario]);
      }

      // The card's own daily limit, set under management: more than it leaves today is refused, less goes on.
      await page.goto(url('/banking/dashboard/management'));
      const cardLimit = page.getByTestId(`limit-${bank.cardId}`);
      await cardLimit.getByTestId('limit-amount').fill('300000');
      await cardLimit.getByTestId('limit-save').click();
      await toast(page).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, name('card-limit'));
      await page.goto(url('/banking/transfer/card'));
      await continueWith(page, bank.otherCard, '400000');
      await expect
        .poll(() => errorUnder(page, 'transfer-amount'))
        .toBe(bankErrorText('CARD_DAILY_LIMIT_EXCEEDED', language));
      const hint = page.getByTestId('transfer-form').locator('.field-hint');
      await expect.poll(async () => toLatin((await hint.textContent()) ?? '').replace(/\D/g, '')).toBe('300000');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, name('card-limit-error'));

      await askCardTransfer(page, bank.otherCard, '250000');
      await expect.poll(() => page.getByTestId('transfer-destination-name').textContent()).toContain(bank.otherHolder);
      await screenshot(page, name('confirm'));
      await enterOutboxCode(page, bank.email);
      await page.getByTestId('transfer-confirm-button').click();
      await page.getByTestId('transfer-receipt').waitFor();
      await expect.poll(() => page.getByTestId('transfer-reference').textContent()).toMatch(/[0-9۰-۹]{14}/);
      await screenshot(page, name('receipt'));

      await expect.poll(() => balanceShown(page, bank.depositId).then(Number)).toBe(before - 250_000);

      // The card's own page: the limit set above, today's 250,000 used, 50,000 left.
      await page.goto(url(`/banking/cards/${bank.cardId}`));
      const figure = (testId: string) =>
        page
          .getByTestId(testId)
          .textContent()
          .then((text) => toLatin(text ?? '').replace(/\D/g, ''));
      await expect.poll(() => figure('card-left-today')).toBe('50000');
      expect([await figure('card-daily-limit'), await figure('card-used-today')]).toEqual(['300000', '250000']);
      await screenshot(page, name('card-page'));
      await context.close();
    }, 300_000);
  }
});
