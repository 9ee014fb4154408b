import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../harness/browser.ts';
import { expectLanguage, galleryUrl, startIn } from './support.ts';
import { ownBrowser } from '../harness/suite.ts';

describe('UI kit in Chromium (fa RTL, en LTR; desktop 1280, phone 375)', () => {
  const chromium = ownBrowser();

  for (const lang of ['fa', 'en'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`lays out the kit and the DataTable (${lang}, ${viewport})`, async () => {
        const { context, page } = await newPage(chromium.browser, viewport);
        await startIn(page, lang);
        await page.goto(galleryUrl());
        await expectLanguage(page, lang);
        const table = page.getByRole('table');
        await table.waitFor();
        // Dates and amounts through the one formatting module: Jalali with Persian digits in fa.
        const firstRow = await table.getByRole('row').nth(1).textContent();
        expect(firstRow).toContain(lang === 'fa' ? '۱۴۰۳/۱۲/۳۰' : '03/20/2025');
        expect(firstRow).toContain(lang === 'fa' ? '۱۲٬۵۰۰٬۰۰۰' : '12,500,000');
        // In RTL the first column is on the right.
        const [first, second] = await table
          .getByRole('columnheader')
          .evaluateAll((cells) => cells.slice(0, 2).map((cell) => cell.getBoundingClientRect().x));
        expect(lang === 'fa' ? (first ?? 0) > (second ?? 0) : (first ?? 0) < (second ?? 0)).toBe(true);
        await screenshot(page, `platform-ui-kit-${lang}-${viewport}`);
        await context.close();
      });

      it(`opens the modal as a card on desktop and full screen on a phone (${lang}, ${viewport})`, async () => {
        const { context, page } = await newPage(chromium.browser, viewport);
        await startIn(page, lang);
        await page.goto(galleryUrl());
        await expectLanguage(page, lang);
        const title = lang === 'fa' ? 'نسخهٔ جدیدی در دسترس است' : 'A new version is available';
        await page.getByRole('button', { name: title }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        const box = await dialog.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        if (viewport === 'phone') expect(Math.round(box?.width ?? 0)).toBe(width);
        else expect(box?.width ?? width).toBeLessThan(width / 2);
        // Focus is trapped: Tab from the last control comes back to the first.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
        await screenshot(page, `platform-modal-${lang}-${viewport}`);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        await context.close();
      });
    }
  }
});
