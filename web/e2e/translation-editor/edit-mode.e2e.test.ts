import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from '../harness/browser.ts';
import { seeded } from '../shell/session.ts';
import { signedInOnEmptyPage } from './support.ts';
import { banner, editButton, editButtons, markedText, modeButton, turnOn } from './support.ts';
import { browserPerFile, languages } from '../harness/suite.ts';

const shortcut = (page: Page) => page.keyboard.press('Control+Shift+KeyT');

describe('translation edit mode (SPEC §2, §4, §6)', () => {
  const chromium = browserPerFile();

  it('is off by default; the floating button, the banner and Ctrl+Shift+T switch it for the administrator', async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin);
    const button = modeButton(page);
    await button.waitFor();
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect.poll(() => page.locator('[data-translation-key]').count()).toBe(0);

    // The round 40 px button at the top right, above everything but the dialog, with its tooltip.
    const box = await button.boundingBox();
    expect(box).toMatchObject({ width: 40, height: 40 });
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 - 40);
    expect(await button.evaluate((element) => getComputedStyle(element.parentElement as Element).zIndex)).toBe('9999');
    await button.hover();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    await expect.poll(() => tooltip.textContent()).toBe('حالت ویرایش ترجمه (Cmd+Shift+T)');

    await turnOn(page);
    await expect.poll(() => button.count()).toBe(0);
    const bar = banner(page);
    expect((await bar.boundingBox())?.height).toBe(40);
    expect(await bar.evaluate((element) => getComputedStyle(element).zIndex)).toBe('9998');
    await expect.poll(() => bar.textContent()).toContain('حالت ویرایش ترجمه فعال است');
    // Each translated text is outlined and has its own edit button; the texts themselves read unchanged.
    const title = markedText(page, 'WEB_EMPTY_STATE_TITLE');
    expect(await title.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('dashed');
    await expect.poll(() => title.textContent()).toBe('هنوز چیزی اینجا نیست');
    await editButton(page, 'WEB_EMPTY_STATE_TITLE').waitFor();

    await page.getByTestId('translation-edit-banner-close').click();
    await modeButton(page).waitFor();
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect.poll(() => editButtons(page).count()).toBe(0);
    await expect.poll(() => page.locator('[data-translation-key]').count()).toBe(0);

    await shortcut(page);
    await banner(page).waitFor();
    await shortcut(page);
    await banner(page).waitFor({ state: 'detached' });
    await modeButton(page).waitFor();
    await context.close();
  });

  it('does not move the layout in either direction when switched on', async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin);
    for (const language of languages) {
      if (language === 'en') await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
      await modeButton(page).waitFor();
      const title = page.getByTestId('page-title');
      const before = await title.boundingBox();
      await turnOn(page);
      const after = await title.boundingBox();
      // Only the banner's 40 px push down; nothing moves sideways or changes size.
      expect(after).toEqual({ ...before, y: (before?.y ?? 0) + 40 });
      await page.getByTestId('translation-edit-banner-close').click();
    }
    await context.close();
  });

  it('gives an ordinary user no button, banner, shortcut or editor code', async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.user);
    await page.getByTestId('empty-state').waitFor();
    await shortcut(page);
    await settled(page);
    await expect.poll(() => modeButton(page).count()).toBe(0);
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect.poll(() => editButtons(page).count()).toBe(0);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.filter((path) => path.includes('translation-editor'))).toEqual([]);
    await context.close();
  });
});
