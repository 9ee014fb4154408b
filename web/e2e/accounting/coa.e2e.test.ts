import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { screenshot, screenshotNames } from '../harness/browser.ts';
import { toLatin } from '../harness/digits.ts';
import { readerOf, signedIn, signedInAt } from '../shell/session.ts';
import { addAccountAfterRefusal } from './coa-support.ts';
import { cell, reportTable, trialBalanceRow } from './reports-support.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';

describe('the chart of accounts, the tafsili accounts and the settings in fa and en', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`adds a moein, refuses a taken code, archives a posted account, adds a tafsili (${language}, ${viewport})`, async () => {
      const { context, page } = await signedInAt(chromium.browser, readerOf[language], '/accounting/coa', viewport);
      const name = screenshotNames('accounting', { language, viewport });
      await page.getByTestId('coa-tree').waitFor();
      await screenshot(page, name('coa'));

      // 1101 is taken: the server's 409 shows under the field and the dialog stays open.
      await addAccountAfterRefusal(page, language, {
        addButton: 'coa-add-11',
        takenCode: '1101',
        code: '1109',
        nameFa: 'صندوق شعبه دوم',
        nameEn: 'Second branch cash',
        screenshotName: name('coa-dialog-error'),
      });

      // Utilities (8104) carry the seed's monthly bills: deleting it archives it.
      await page.getByTestId('coa-remove-8104').click();
      await page.getByTestId('confirm-accept').click();
      await page.getByTestId('coa-notice').waitFor();
      await expect.poll(() => page.getByTestId('coa-account-8104').locator('.coa-badge').count()).toBe(1);
      // The new, unused account is deleted outright.
      await page.getByTestId('coa-remove-1109').click();
      await page.getByTestId('confirm-accept').click();
      await expect.poll(() => page.getByTestId('coa-account-1109').count()).toBe(0);

      await page.goto(url('/accounting/coa?tab=tafsili'));
      await page.getByTestId('tafsili-list').waitFor();
      await page.getByTestId('tafsili-new').click();
      await page.getByTestId('tafsili-field-kind').selectOption('PROJECT');
      await page.getByTestId('tafsili-field-name').fill('پروژه شعبه دوم');
      await page.getByTestId('tafsili-save').click();
      await page.getByTestId('tafsili-search').fill('شعبه دوم');
      await expect.poll(() => page.getByTestId('tafsili-list').locator('tbody tr').count()).toBe(1);
      await page.getByTestId('tafsili-list').getByText('پروژه شعبه دوم').waitFor();
      await screenshot(page, name('tafsili'));

      await page.goto(url('/accounting/settings'));
      await page.getByTestId('accounting-settings').waitFor();
      await expect
        .poll(async () => toLatin(await page.getByTestId('settings-cashAccountId').inputValue()))
        .toContain('1101');
      await screenshot(page, name('settings'));
      await context.close();
    });
  }

  it('shows amounts in Toman once the settings say so', async () => {
    const reader = readerOf.en;
    const { context, page } = await signedIn(chromium.browser, reader);
    const companyId = await activeCompany(page);
    const { totals } = await trialBalanceRow(reader, companyId, '1101');
    await page.goto(url('/accounting/settings'));
    await page.getByTestId('accounting-settings').waitFor();
    await page.getByTestId('settings-amount-unit').getByText('Toman').click();
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-status').waitFor();

    await page.goto(url('/accounting/balance?level=KOL&columns=4'));
    await reportTable(page, 'trial-balance');
    // Tomans keep the Rial's tenth (the seeded invoices' VAT makes odd Rials): "10,963,056,186.3" in en.
    const tomans = async () => Number((await cell(page, 'trial-balance-totals', 'totalDebit')).replace(/[^\d.-]/g, ''));
    await expect.poll(tomans).toBe(totals.totalDebit / 10);
    await context.close();
  });
});
