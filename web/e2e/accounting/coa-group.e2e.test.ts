import { accountEndpoints } from '@daftar/contracts/endpoints/accounting-chart';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany } from '../harness/app-page.ts';
import { browserPerFile, languages } from '../harness/suite.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { addAccountAfterRefusal } from './coa-support.ts';

describe('the chart adds a top-level group, then accounts under it', () => {
  const chromium = browserPerFile();

  for (const language of languages) {
    it(`a new equity group refuses a taken code, then takes a kol under it (${language})`, async () => {
      const reader = readerOf[language];
      const { context, page } = await signedInAt(
        chromium.browser,
        reader,
        '/accounting/coa',
        language === 'fa' ? 'phone' : 'desktop',
      );
      await page.getByTestId('coa-tree').waitFor();

      // Group 1 is the standard chart's current assets: the server's 409 shows under the code.
      await addAccountAfterRefusal(page, language, {
        addButton: 'coa-add-group',
        type: 'EQUITY',
        takenCode: '1',
        code: '9',
        nameFa: 'سرمایه شرکا',
        nameEn: 'Partners’ capital',
        screenshotName: `accounting-coa-new-group-${language}`,
      });

      await page.getByTestId('coa-add-9').click();
      await page.getByTestId('coa-field-code').fill('91');
      await page.getByTestId('coa-field-nameFa').fill('سرمایه شریک اول');
      await page.getByTestId('coa-account-save').click();
      await page.getByTestId('coa-account-91').waitFor();

      const api = await apiAs(reader);
      const chart = await api.call(accountEndpoints.list, { params: { companyId: await activeCompany(page) } });
      const group = chart.data.find((account) => account.code === '9');
      const kol = chart.data.find((account) => account.code === '91');
      expect(group).toMatchObject({ level: 'GROUP', parentId: null, type: 'EQUITY', nature: 'CREDIT' });
      expect(kol).toMatchObject({ level: 'KOL', parentId: group?.id, type: 'EQUITY', nature: 'CREDIT' });
      await context.close();
    });
  }
});
