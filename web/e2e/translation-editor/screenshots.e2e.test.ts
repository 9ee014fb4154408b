import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { seeded } from '../shell/session.ts';
import { coveredByModeButton, dialog, openEditor, signedInOnEmptyPage, turnOn } from './support.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';

describe('screenshots of the translation editor in fa and en, desktop and phone, its button over nothing', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`the mode and the dialog in ${language} on ${viewport}`, async () => {
      const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin, viewport);
      const name = (what: string) => `translation-editor-${what}-${language}-${viewport}`;
      if (language === 'en') {
        if (viewport === 'phone') await page.getByTestId('drawer-toggle').isVisible();
        await page.getByRole('button', { name: 'English' }).click();
      }
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
      await page.getByTestId('translation-mode-button').waitFor();
      await screenshot(page, name('off'));
      // Issue 33: it sat over the first navigation item on a desktop and over the page title on a phone.
      expect(await coveredByModeButton(page)).toEqual([]);
      await turnOn(page);
      await screenshot(page, name('mode'));
      await openEditor(page, 'WEB_EMPTY_STATE_TITLE');
      await page.locator('.translation-history summary').click();
      await screenshot(page, name('dialog'));
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await context.close();
    });
  }
});
