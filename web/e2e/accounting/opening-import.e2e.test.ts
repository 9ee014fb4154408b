import { companyEndpoints } from '@daftar/contracts/endpoints/companies';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../harness/api-as.ts';
import { openAsCompany } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { cell, reportTable, rialsOf } from './reports-support.ts';

/** The opening balances as an accountant brings them: Persian headers, one line on a bank's tafsili left out. */
const openingSheet = Buffer.from(
  [
    'کد حساب,کد تفصیلی,بدهکار,بستانکار,شرح',
    '1101,,250000000,,موجودی صندوق',
    '1102,,750000000,,',
    '5101,,,1000000000,سرمایه',
  ].join('\r\n'),
  'utf8',
);

describe('importing opening balances (issue 31)', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`imports an opening-balances file from the chart's page and the trial balance opens with it (${language}, ${viewport})`, async () => {
      // A new business: its open year has no opening voucher yet (the seeded ones carry 1404's forward).
      const email = readerOf[language];
      const api = await apiAs(email);
      const { itemInfo: business } = await api.call(companyEndpoints.create, {
        body: { name: `افتتاحیه ${language}` },
      });
      const { context, page } = await signedInAt(chromium.browser, email, '/accounting/coa', viewport);
      await openAsCompany(page, business.id, '/accounting/coa');

      await page.getByTestId('coa-import').click();
      await page.waitForURL('**/accounting/import?kind=accounts');
      await expect.poll(() => page.getByTestId('import-kind-accounts').isChecked()).toBe(true);
      // The radio is drawn as a segment: its label takes the click.
      await page.locator('label', { has: page.getByTestId('import-kind-opening-balances') }).click();
      await page.getByTestId('import-file').setInputFiles({
        name: 'opening.csv',
        mimeType: 'text/csv',
        buffer: openingSheet,
      });
      await page.getByTestId('import-opening').waitFor();
      await expect.poll(() => page.getByTestId('import-opening-difference').getAttribute('data-rials')).toBe('0');
      expect(rialsOf((await page.getByTestId('import-opening-debit').textContent()) ?? '')).toBe(1_000_000_000);
      await page.getByTestId('import-opening-balanced').waitFor();
      await screenshot(page, `import-opening-${language}-${viewport}`);

      await page.getByTestId('import-commit').click();
      await page.getByTestId('import-result').waitFor();
      await page.getByTestId('import-see-records').click();
      await reportTable(page, 'trial-balance');
      expect(rialsOf(await cell(page, 'trial-balance-row-1101', 'openingDebit'))).toBe(250_000_000);
      expect(rialsOf(await cell(page, 'trial-balance-row-5101', 'openingCredit'))).toBe(1_000_000_000);
      await context.close();
    }, 120_000);
  }
});
