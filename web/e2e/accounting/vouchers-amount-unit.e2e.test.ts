import { accountingSettingsEndpoints } from '@daftar/contracts/endpoints/accounting-settings';
import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/lib/format/format-amount.ts';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { openList } from '../harness/list-page.ts';
import { browserPerFile, languages } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';

describe('the journal shows amounts in the unit the accounting settings choose, as the reports do', () => {
  const chromium = browserPerFile();

  for (const language of languages) {
    it(`Tomans in the voucher list and a voucher's view once the settings say Toman (${language})`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], 'desktop');
      const companyId = await activeCompany(page);
      const api = await apiAs(readerOf[language]);
      const newest = async (status?: 'FINAL') =>
        (
          await api.call(voucherEndpoints.list, {
            params: { companyId },
            query: { page: 1, pageSize: 1, sort: '-number', ...(status ? { status } : {}) },
          })
        ).data[0];
      const [first, final] = [await newest(), await newest('FINAL')];
      if (!first || !final) throw new Error('the seeded company has vouchers, some of them FINAL');
      const lastCellOfFirstRow = page.locator('tbody tr').first().locator('td').last();

      await openList(page, '/accounting/journal-ledger');
      await expect.poll(() => lastCellOfFirstRow.textContent()).toBe(formatAmount(first.total, language));

      const settings = await api.call(accountingSettingsEndpoints.get, { params: { companyId } });
      await api.call(accountingSettingsEndpoints.update, {
        params: { companyId },
        body: { ...settings.itemInfo, amountUnit: 'TOMAN' },
      });
      await openList(page, '/accounting/journal-ledger');
      await expect.poll(() => lastCellOfFirstRow.textContent()).toBe(formatAmount(first.total, language, 'TOMAN'));

      await page.goto(url(`/accounting/journal-ledger/${final.id}/edit`));
      await page.getByTestId('voucher-view').waitFor();
      await expect
        .poll(() => page.getByTestId('voucher-view-total').textContent())
        .toBe(formatAmount(final.total, language, 'TOMAN'));
      await context.close();
    });
  }
});
