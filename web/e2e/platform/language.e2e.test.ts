import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../harness/browser.ts';
import { bodyFont, expectLanguage, galleryUrl, startIn } from './support.ts';
import { stack } from '../harness/stack.ts';
import { ownBrowser } from '../harness/suite.ts';

describe('languages and direction (SPEC §1, §9)', () => {
  const chromium = ownBrowser({ resetEachTest: true });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`opens in Persian, right to left, in the iran-sans face (${viewport})`, async () => {
      const { context, page } = await newPage(chromium.browser, viewport);
      await page.goto(stack().webUrl);
      await expectLanguage(page, 'fa');
      const font = await bodyFont(page);
      expect(font.family).toMatch(/^"?iran-sans"?/);
      expect(font.loaded).toBe(true);
      await screenshot(page, `platform-app-fa-${viewport}`);
      await context.close();
    });

    it(`opens in English, left to right, in public-sans for a visitor who chose it (${viewport})`, async () => {
      const { context, page } = await newPage(chromium.browser, viewport);
      await startIn(page, 'en');
      await page.goto(stack().webUrl);
      await expectLanguage(page, 'en');
      const font = await bodyFont(page);
      expect(font.family).toMatch(/^"?public-sans"?/);
      expect(font.loaded).toBe(true);
      await expect
        .poll(() => page.locator('link[rel="manifest"]').getAttribute('href'))
        .toBe('/manifest-en.webmanifest');
      await screenshot(page, `platform-app-en-${viewport}`);
      await context.close();
    });

    it(`switches to English and back with the language switch (${viewport})`, async () => {
      const { context, page } = await newPage(chromium.browser, viewport);
      await page.goto(galleryUrl());
      await expectLanguage(page, 'fa');
      const name = page.getByTestId('product-name');
      await expect.poll(() => name.textContent()).toBe('دفتر');
      await screenshot(page, `platform-switch-fa-${viewport}`);

      await page.getByRole('group', { name: 'زبان' }).getByRole('button', { name: 'English' }).click();
      await expectLanguage(page, 'en');
      await expect.poll(() => name.textContent()).toBe('Daftar');
      expect((await bodyFont(page)).family).toMatch(/^"?public-sans"?/);
      await expect.poll(() => page.locator('body').getAttribute('data-saved-language')).toBe('en/ltr');
      const pressed = page.getByRole('group', { name: 'Language' }).getByRole('button', { pressed: true });
      await expect.poll(() => pressed.textContent()).toBe('English');
      await screenshot(page, `platform-switch-en-${viewport}`);

      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'فارسی' }).click();
      await expectLanguage(page, 'fa');
      await expect.poll(() => name.textContent()).toBe('دفتر');
      await expect.poll(() => page.locator('body').getAttribute('data-saved-language')).toBe('fa/rtl');
      await context.close();
    });
  }

  it('remembers the choice across a reload', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(galleryUrl());
    await page.getByRole('button', { name: 'English' }).click();
    await expectLanguage(page, 'en');
    await page.reload();
    await expectLanguage(page, 'en');
    await expect.poll(() => page.getByTestId('product-name').textContent()).toBe('Daftar');
    await context.close();
  });

  it('starts in the chosen language when the page reloads before the texts of that language arrived', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(galleryUrl());
    await expectLanguage(page, 'fa');
    // Hold the English map: the switch is chosen but not yet loaded when the page reloads.
    await page.route('**/api/v1/translation/en', () => undefined);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lang'))).toBe('en');
    await page.unroute('**/api/v1/translation/en');
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByTestId('product-name').textContent()).toBe('Daftar');
    await context.close();
  });
});
