import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import { maxPageSize } from '@daftar/contracts/schemas/list-query';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../harness/api-as.ts';
import { openAsCompany } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { seeded, signedInAt } from '../shell/session.ts';
import { personNationalId, windows1256Csv, wrongCheckDigit } from './import-file.ts';

/** Each case imports into a company of its own, so the mapping one remembers is not the other's. */
const importer = {
  fa: { email: seeded.admin, companyId: 1, ids: 7100 },
  en: { email: seeded.user, companyId: 2, ids: 7200 },
} as const;

/** The customers' sheet: the mobile's header («شماره تماس مشتری») matches no field, two rows are bad. */
function customersSheet(base: number) {
  return windows1256Csv([
    ['نام', 'نام خانوادگی', 'کد ملی', 'شماره تماس مشتری', 'نقش'],
    ['مریم', 'کریمی', personNationalId(base + 1), '09121234567', 'مشتری'],
    ['کاوه', 'یکتا', wrongCheckDigit(personNationalId(base + 2)), '09351112233', 'مشتری'],
    ['نیلوفر', 'کاظمی', personNationalId(base + 3), '0912', 'هر دو'],
    ['بابک', 'کیانی', personNationalId(base + 4), '09197654321', 'مشتری'],
  ]);
}

const counted = async (page: import('playwright-core').Page, name: string) =>
  Number(await page.getByTestId(`import-count-${name}`).getAttribute('data-count'));

describe('importing customers from a spreadsheet (issue 31)', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`reads a Windows-1256 CSV, maps its mobile column, shows the two bad rows' errors and imports the good rows (${language}, ${viewport})`, async () => {
      const who = importer[language];
      const { context, page } = await signedInAt(chromium.browser, who.email, '/stakeholders', viewport);
      await openAsCompany(page, who.companyId, '/stakeholders');
      await page.getByTestId('stakeholders-import').click();
      await page.waitForURL('**/stakeholders/import');

      await page.getByTestId('import-file').setInputFiles({
        name: 'customers.csv',
        mimeType: 'text/csv',
        buffer: customersSheet(who.ids),
      });
      await page.getByTestId('import-rows').waitFor();
      await expect.poll(() => page.getByTestId('import-detected-encoding').textContent()).toBe('windows-1256');
      await expect.poll(() => page.getByTestId('import-encoding').inputValue()).toBe('windows-1256');
      await expect.poll(() => page.getByTestId('import-map-firstName').inputValue()).toBe('0');
      await expect.poll(() => page.getByTestId('import-map-nationalId').inputValue()).toBe('2');
      // Unmapped, the bad mobile is not read: only the wrong national id is an error.
      await expect.poll(() => page.getByTestId('import-map-mobile').inputValue()).toBe('');
      expect(await counted(page, 'error')).toBe(1);

      await page.getByTestId('import-map-mobile').selectOption('3');
      await expect.poll(() => counted(page, 'error')).toBe(2);
      expect(await counted(page, 'new')).toBe(2);
      const bad = page.locator('[data-testid="import-row"][data-status="ERROR"]');
      expect(await bad.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')))).toEqual(['3', '4']);
      const errors = [
        await bad.nth(0).getByTestId('import-error-nationalId').textContent(),
        await bad.nth(1).getByTestId('import-error-mobile').textContent(),
      ];
      for (const text of errors) {
        expect(text).not.toMatch(/^[A-Z_]+$/);
        expect(/[\u0600-\u06FF]/.test(text ?? '')).toBe(language === 'fa');
      }
      await screenshot(page, `import-preview-${language}-${viewport}`);

      // Refused rows refuse the file until the user chooses to leave them out.
      await expect.poll(() => page.getByTestId('import-commit').isDisabled()).toBe(true);
      await page.getByTestId('import-skip-bad-rows').check();
      await page.getByTestId('import-commit').click();
      await page.getByTestId('import-result').waitFor();
      await expect
        .poll(() => page.getByTestId('import-result-created').textContent())
        .toBe(language === 'fa' ? '۲' : '2');
      await expect
        .poll(() => page.getByTestId('import-result-refused').textContent())
        .toBe(language === 'fa' ? '۲' : '2');
      await screenshot(page, `import-result-${language}-${viewport}`);

      const api = await apiAs(who.email);
      const listed = await api.call(stakeholderEndpoints.list, {
        params: { companyId: who.companyId },
        query: { pageSize: maxPageSize, sort: '-createdAt' },
      });
      const imported = (n: number) => listed.data.find((person) => person.nationalId === personNationalId(who.ids + n));
      expect([1, 2, 3, 4].map((n) => imported(n)?.mobile ?? null)).toEqual(['09121234567', null, null, '09197654321']);
      await context.close();
    }, 120_000);
  }
});
