import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { seeded, signedIn, signedInAt } from './session.ts';

const banner = (page: Page) => page.getByTestId('translation-edit-banner');
const toggle = (page: Page) => page.getByTestId('translation-mode-toggle');

/** Issue 20: SPEC §4's toggle control of the translation edit mode, and the mode on /register and /login. */
describe('translation edit mode: the toggle control and every page (SPEC §2, §4)', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`the user menu's switch turns the mode on and off for an administrator (${language}, ${viewport})`, async () => {
      // Signed in through the API (the sign-in screens have their own tests): the toggle is what this checks.
      const { context, page } = await signedIn(chromium.browser, seeded.admin, viewport);
      if (language === 'en') {
        await page.getByTestId('language-en').first().click();
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      }
      await page.getByTestId('user-menu').click();
      await expect.poll(() => toggle(page).getAttribute('aria-checked')).toBe('false');
      await screenshot(page, `edit-mode-toggle-off-${language}-${viewport}`);
      await toggle(page).click();
      await banner(page).waitFor();
      await page.getByTestId('user-menu').click();
      await expect.poll(() => toggle(page).getAttribute('aria-checked')).toBe('true');
      await screenshot(page, `edit-mode-toggle-on-${language}-${viewport}`);
      await toggle(page).click();
      await banner(page).waitFor({ state: 'detached' });
      await context.close();
    });
  }

  for (const path of ['/register', '/login']) {
    it(`is offered to an administrator on ${path} too, not only inside the signed-in layout`, async () => {
      const { context, page } = await signedInAt(chromium.browser, seeded.admin, `${path}`);
      await page.getByTestId('translation-mode-button').click();
      await banner(page).waitFor();
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await screenshot(page, `edit-mode${path.replace('/', '-')}-fa-desktop`);
      await context.close();
    });
  }

  it('is not offered to a user who is not an administrator', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menu').waitFor();
    await expect.poll(() => toggle(page).count()).toBe(0);
    await context.close();
  });
});
