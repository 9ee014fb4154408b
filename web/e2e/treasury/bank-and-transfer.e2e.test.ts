import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { browserPerFile, languages } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { amountIn, badIban, goodIban, placesOf } from './support.ts';

const texts = {
  fa: { ibanCheck: 'رقم کنترل شماره شبا', bank: 'بانک ملت', name: 'ملت — حساب پشتیبان' },
  en: { ibanCheck: 'check digits do not match', bank: 'بانک ملت', name: 'Mellat — reserve account' },
} as const;

describe('a bank account made with a bad IBAN then a good one, and money moved to it from a cash box', () => {
  const chromium = browserPerFile();

  for (const language of languages) {
    it(`in ${language}`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedIn(chromium.browser, email);
      const companyId = await activeCompany(page);

      // A bad IBAN is refused under its field, before the server is asked; the bank is named from a good one.
      await page.goto(url('/accounting/banks'));
      await page.getByTestId('treasury-places').waitFor();
      await page.getByTestId('treasury-new').click();
      await page.getByTestId('treasury-field-name').fill(texts[language].name);
      await page.getByTestId('treasury-field-iban').fill(badIban);
      await page.getByTestId('treasury-save').click();
      await expect.poll(() => page.getByRole('dialog').textContent()).toContain(texts[language].ibanCheck);
      await page.getByTestId('treasury-field-iban').fill(goodIban);
      await page.getByTestId('treasury-save').click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByTestId('treasury-chosen').waitFor();
      await expect.poll(() => page.getByTestId('treasury-chosen').textContent()).toContain(texts[language].bank);
      const bank = (await placesOf(email, companyId, 'BANK_ACCOUNT')).find((p) => p.name === texts[language].name);
      if (!bank) throw new Error('the new bank account is not listed');
      expect(bank.balance).toBe(0);

      // 3,500,000 Rials from the office cash box to it, with a transfer of its own voucher.
      const [cash] = (await placesOf(email, companyId, 'CASH_BOX')).filter((p) => p.balance >= 3_500_000);
      if (!cash) throw new Error('no cash box holds 3,500,000 Rials');
      await page.goto(url('/accounting/transfer-money'));
      await page.getByTestId('transfer-new').click();
      await page.getByTestId('transfer-from').selectOption(String(cash.tafsiliId));
      await page.getByTestId('transfer-to').selectOption(String(bank.tafsiliId));
      await page.getByTestId('transfer-amount').fill(language === 'fa' ? '۳۵۰۰۰۰۰' : '3500000');
      await page.getByTestId('transfer-description').fill('واریز به حساب پشتیبان');
      await page.getByTestId('transfer-save').click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const row = page.getByTestId('transfers').locator('tbody tr').first();
      await expect.poll(() => row.textContent()).toContain(texts[language].name);
      const voucher = row.locator('a[href*="/accounting/journal-ledger/"]');
      await voucher.waitFor();

      // Both balances moved, on the banks and cash screens.
      await page.goto(url(`/accounting/banks?account=${bank.id}`));
      await expect.poll(() => amountIn(page, `treasury-balance-${bank.id}`)).toBe(3_500_000);
      await page.getByTestId('treasury-statement-table').waitFor();
      await page.goto(url('/accounting/cash'));
      await expect.poll(() => amountIn(page, `treasury-balance-${cash.id}`)).toBe(cash.balance - 3_500_000);

      // The voucher: its lines name the bank account and the cash box.
      await page.goto(url('/accounting/transfer-money'));
      // A reload may paint the list as it was kept before the transfer; the fresh answer puts the transfer first.
      const newest = page.getByTestId('transfers').locator('tbody tr').first();
      await expect.poll(() => newest.textContent()).toContain(texts[language].name);
      await newest.locator('a').first().click();
      await page.waitForURL(/\/accounting\/journal-ledger\/\d+\/edit$/);
      const filled = () =>
        page.locator('input').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join(' | '));
      await expect.poll(filled).toContain(texts[language].name);
      expect(await filled()).toContain(cash.name);
      await context.close();
      // A walk through three screens and a voucher: more than the default minute on the shared, busy machine.
    }, 180_000);
  }
});
