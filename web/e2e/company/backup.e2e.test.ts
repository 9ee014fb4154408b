import { accountingReportEndpoints } from '@daftar/contracts/endpoints/accounting-reports';
import { describe, expect, it } from 'vitest';
import { downloadBy } from '../harness/downloads.ts';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, openAsCompany } from '../harness/app-page.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { signedIn } from '../shell/session.ts';
import { managerOf } from './support.ts';

/** A company's trial balance at the tafsili level, its rows without their ids: what two companies' books say. */
async function trialBalanceOf(email: string, companyId: number) {
  const client = await apiAs(email);
  const { itemInfo } = await client.call(accountingReportEndpoints.trialBalance, {
    params: { companyId },
    query: { level: 'TAFSILI' },
  });
  return {
    totals: itemInfo.totals,
    rows: itemInfo.rows.map(({ accountId: _a, tafsiliId: _t, ...row }) => row),
  };
}

describe('a company backup, exported and restored in the browser (issue 31)', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`exports everything, restores it as a new company and switches to it, whose trial balance is the original's (${language}, ${viewport})`, async () => {
      const manager = managerOf[language];
      const { context, page } = await signedIn(chromium.browser, manager.email, viewport);
      await openAsCompany(page, manager.companyId, '/company/settings');
      await page.getByTestId('company-backup').waitFor();

      const download = await downloadBy(page, 'company-backup-export');
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^daftar-company-${manager.companyId}-\\d{4}-\\d\\d-\\d\\d\\.json$`),
      );
      const file = await download.path();

      await page.getByTestId('company-backup-file').setInputFiles(file);
      await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
      await expect.poll(() => activeCompany(page)).not.toBe(manager.companyId);
      const copy = await activeCompany(page);
      expect(await trialBalanceOf(manager.email, copy)).toEqual(await trialBalanceOf(manager.email, manager.companyId));
      await context.close();
    }, 120_000);
  }
});
