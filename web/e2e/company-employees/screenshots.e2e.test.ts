import { describe, expect, it } from 'vitest';
import { url } from '../harness/app-page.ts';
import { screenshotFitting } from '../harness/browser.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { seeded, signedIn } from '../shell/session.ts';
import { saveRefused } from '../harness/form-page.ts';

/** The owners who read each language: the administrator owns «بازرگانی آرمان» (1), the user «کافه نارنج» (2). */
const ownerOf = { fa: { email: seeded.admin, companyId: '1' }, en: { email: seeded.user, companyId: '2' } } as const;

describe('screenshots of the employees and developers screens in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`employees, invite form, API keys and the key form in ${language} on ${viewport}`, async () => {
      const owner = ownerOf[language];
      const { context, page } = await signedIn(chromium.browser, owner.email, viewport);
      await page.evaluate((id) => localStorage.setItem('businessId', id), owner.companyId);
      const name = (screen: string) => `${screen}-${language}-${viewport}`;
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);

      await page.goto(url('/company/employees'));
      await expect.poll(() => page.getByTestId('employee-row').count()).toBeGreaterThan(1);
      await screenshotFitting(page, name('employees-list'));

      await page.goto(url('/company/employees/new'));
      await page.getByTestId('employee-email-field').fill('not-an-email');
      await saveRefused(page);
      await screenshotFitting(page, name('employees-invite-errors'));

      await page.goto(url('/developers/create-openapi-permission'));
      await page.getByTestId('api-key-name').fill('حسابداری شعبه');
      await page.getByTestId('form-save').click();
      await page.getByTestId('api-key-scopes-error').waitFor();
      await screenshotFitting(page, name('developers-create-errors'));

      await page.goto(url('/developers'));
      await page.getByTestId('api-key-list').waitFor();
      await screenshotFitting(page, name('developers-list'));
      await context.close();
    });
  }
});
