import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { journal, startScenario } from '../harness/lab.ts';
import { browserPerFile, type Language } from '../harness/suite.ts';
import { askCardTransfer, balanceShown, enterOutboxCode, inBankWithBalance } from './support.ts';

const confirmations = async () =>
  (await journal()).filter((entry) => entry.method === 'POST' && /\/transfers\/\d+\/confirm$/.test(entry.path));

describe('fault lab: a transfer whose answer is lost after the debit (issue 17)', () => {
  const chromium = browserPerFile();
  // A whole walk through the bank, signed in and out, takes longer than one screen on a busy machine.

  for (const [language, viewport] of [
    ['fa', 'desktop'],
    ['en', 'phone'],
  ] as const satisfies readonly [Language, 'desktop' | 'phone'][]) {
    it(`shows it pending, then done from its status by key, debited once, in ${language} on ${viewport}`, async () => {
      const { context, page, bank, before } = await inBankWithBalance(chromium.browser, language, viewport);
      await askCardTransfer(page, bank.otherCard, '180000');
      await startScenario('bank-transfer-timeout');
      await enterOutboxCode(page, bank.email);
      await page.getByTestId('transfer-confirm-button').click();
      await page.getByTestId('transfer-pending').waitFor();
      await screenshot(page, `banking-transfer-pending-${language}-${viewport}`);
      await page.getByTestId('transfer-receipt').waitFor();

      const confirmed = await confirmations();
      expect(confirmed.map((entry) => [entry.status, entry.ruleName])).toEqual([[504, 'bank-transfer-timeout']]);
      const lookups = (await journal()).filter((entry) => entry.path.includes('/transfers/by-key/'));
      expect(lookups.length).toBeGreaterThan(0);
      await expect.poll(() => balanceShown(page, bank.depositId).then(Number)).toBe(before - 180_000);
      await context.close();
    }, 300_000);
  }
});
