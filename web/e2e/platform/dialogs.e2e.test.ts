import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled } from '../harness/browser.ts';
import { addRule, setVersions } from '../harness/lab.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { expectLanguage, startIn } from './support.ts';
import { stack } from '../harness/stack.ts';

const texts = {
  fa: {
    update: 'نسخهٔ جدیدی در دسترس است',
    install: 'نصب دفتر',
    installButton: 'نصب',
    cancel: 'انصراف',
    go: 'به‌روزرسانی',
  },
  en: {
    update: 'A new version is available',
    install: 'Install Daftar',
    installButton: 'Install',
    cancel: 'Cancel',
    go: 'Update',
  },
};

/** Chromium's install offer, as the chromium.browser would send it once the app is installable. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        document.body.dataset.installPrompted = 'yes';
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

describe('update and install dialogs (SPEC §2, §4)', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  it('offers no update while the server has the built v2.0.107', async () => {
    await setVersions({ webAppVersion: 'v2.0.107' });
    const { context, page } = await newPage(chromium.browser);
    const settings = page.waitForResponse((response) => response.url().endsWith('/api/v1/app-setting/app-version'));
    await page.goto(stack().webUrl);
    await settings;
    await expectLanguage(page, 'fa');
    // The version check has run once nothing is loading any more (a dialog would be a lazy chunk to fetch).
    await page.waitForLoadState('networkidle');
    await settled(page);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  for (const [lang, viewport] of [
    ['fa', 'desktop'],
    ['en', 'phone'],
  ] as const) {
    it(`offers the update at v2.0.108 and UPDATE reloads the root with a cache-busting parameter (${lang}, ${viewport})`, async () => {
      await setVersions({ webAppVersion: 'v2.0.108' });
      const { context, page } = await newPage(chromium.browser, viewport);
      await startIn(page, lang);
      await page.goto(`${stack().webUrl}/login`);
      const dialog = page.getByRole('dialog', { name: texts[lang].update });
      await dialog.waitFor();
      await screenshot(page, `platform-update-dialog-${lang}-${viewport}`);
      // The reloaded app would register a fresh service worker that precaches the build again; blocking its script
      // keeps what UPDATE left behind observable.
      await context.route('**/sw.js', (route) => route.abort());
      const before = Date.now();
      await dialog.getByRole('button', { name: texts[lang].go }).click();
      // The shell may redirect / onwards afterwards, so the parameter is read as the root loads.
      let stamp = 0;
      await page.waitForURL((url) => {
        if (url.pathname !== '/' || !url.searchParams.has('t')) return false;
        stamp = Number(url.searchParams.get('t'));
        return true;
      });
      expect(stamp).toBeGreaterThanOrEqual(before - 1000);
      expect(await page.evaluate(() => caches.keys())).toEqual([]);
      await context.close();
    });
  }

  for (const { language, viewport } of languagesAndViewports) {
    it(`a forced update (the app setting's forceUpdate) offers UPDATE only and stays open (${language}, ${viewport})`, async () => {
      await setVersions({ webAppVersion: 'v2.0.108' });
      await addRule({
        name: 'force-update',
        match: { method: 'GET', path: '/api/v1/app-setting/app-version' },
        respond: {
          kind: 'status',
          status: 200,
          body: {
            success: true,
            itemInfo: {
              appVersion: 'v2.0.0',
              forceUpdate: true,
              dashboardStructureTimeStamp: 0,
              translationVersion: 1,
            },
          },
        },
      });
      const { context, page } = await newPage(chromium.browser, viewport);
      await startIn(page, language);
      await page.goto(`${stack().webUrl}/login`);
      const dialog = page.getByRole('dialog', { name: texts[language].update });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByRole('button').allTextContents()).toEqual([texts[language].go]);
      await screenshot(page, `platform-update-forced-${language}-${viewport}`);
      await page.keyboard.press('Escape');
      await settled(page);
      await expect.poll(() => dialog.count()).toBe(1);
      await context.close();
    });
  }

  it('CANCEL closes the update dialog', async () => {
    await setVersions({ webAppVersion: 'v2.0.108' });
    const { context, page } = await newPage(chromium.browser);
    await page.goto(stack().webUrl);
    const dialog = page.getByRole('dialog', { name: texts.fa.update });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: texts.fa.cancel }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  for (const [lang, viewport] of [
    ['fa', 'desktop'],
    ['fa', 'phone'],
    ['en', 'desktop'],
    ['en', 'phone'],
  ] as const) {
    it(`opens the install dialog when the chromium.browser offers installation; Install prompts (${lang}, ${viewport})`, async () => {
      const { context, page } = await newPage(chromium.browser, viewport);
      await startIn(page, lang);
      await page.goto(stack().webUrl);
      await expectLanguage(page, lang);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await offerInstall(page);
      const dialog = page.getByRole('dialog', { name: texts[lang].install });
      await dialog.waitFor();
      await screenshot(page, `platform-install-dialog-${lang}-${viewport}`);
      await dialog.getByRole('button', { name: texts[lang].installButton, exact: true }).click();
      await expect.poll(() => page.locator('body').getAttribute('data-install-prompted')).toBe('yes');
      await expect.poll(() => dialog.count()).toBe(0);
      await context.close();
    });
  }

  it('Cancel closes the install dialog without prompting', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(stack().webUrl);
    await expectLanguage(page, 'fa');
    await offerInstall(page);
    const dialog = page.getByRole('dialog', { name: texts.fa.install });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.locator('body').getAttribute('data-install-prompted')).toBeNull();
    await context.close();
  });
});
