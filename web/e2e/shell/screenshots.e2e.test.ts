import { describe, expect, it } from 'vitest';
import { newPage, screenshot, screenshotNames } from '../harness/browser.ts';
import { outboxCode } from '../harness/api-as.ts';
import { seeded, signedIn } from './session.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { stack } from '../harness/stack.ts';

/** Seeded preferences: the admin reads Persian, the user English; the dashboard follows the saved language. */
const dashboardUser = { fa: seeded.admin, en: seeded.user } as const;

describe('screenshots of the shell in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`login, otp, register and dashboard in ${language} on ${viewport}`, async () => {
      const { context, page } = await newPage(chromium.browser, viewport);
      const name = screenshotNames('shell', { language, viewport });
      await page.goto(`${stack().webUrl}/login`);
      await page.getByTestId(`language-${language}`).click();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'fa' ? 'rtl' : 'ltr');
      await screenshot(page, name('login'));

      await page.getByTestId('login-email').fill(seeded.newbie);
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/otp');
      await screenshot(page, name('otp'));
      // The resend countdown (m:ss) in the page's digits.
      await expect
        .poll(() => page.getByTestId('otp-resend').textContent())
        .toMatch(language === 'fa' ? /[۰-۹]:[۰-۹]{2}/ : /[0-9]:[0-9]{2}/);
      await page.getByTestId('otp-0').click();
      await page.keyboard.type(await outboxCode(seeded.newbie));
      await page.locator('form button[type=submit]').click();
      await page.waitForURL('**/register');
      await screenshot(page, name('register'));
      await page.getByTestId('register-sign-out').click();
      await page.waitForURL('**/login');
      await context.close();

      // The dashboard of a reader whose saved language it is, signed in through the API (the screens are above).
      const reader = await signedIn(chromium.browser, dashboardUser[language], viewport);
      await expect.poll(() => reader.page.locator('html').getAttribute('lang')).toBe(language);
      await screenshot(reader.page, name('dashboard'));
      if (viewport === 'phone') {
        await reader.page.getByTestId('drawer-toggle').click();
        await screenshot(reader.page, name('dashboard-drawer'));
      }
      await reader.context.close();
    });
  }
});
