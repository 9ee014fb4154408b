import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../harness/browser.ts';
import { expectLanguage, galleryUrl, startIn } from './support.ts';
import { stack } from '../harness/stack.ts';
import { ownBrowser } from '../harness/suite.ts';

/** Which side of the viewport the toast container sits on, and its position class. */
async function containerSide(page: Page): Promise<{ position: string; side: 'left' | 'right' }> {
  const container = page.locator('.Toastify__toast-container');
  await container.waitFor();
  const box = await container.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  const className = (await container.getAttribute('class')) ?? '';
  const position = /Toastify__toast-container--([a-z-]+)/.exec(className)?.[1] ?? '';
  return { position, side: box && box.x + box.width / 2 > width / 2 ? 'right' : 'left' };
}

describe('toasts (SPEC §8, §9)', () => {
  const chromium = ownBrowser({ resetEachTest: true });

  for (const lang of ['fa', 'en'] as const) {
    it(`shows every type and a loading toast, ${lang === 'fa' ? 'top right in RTL' : 'top left in LTR'}`, async () => {
      const { context, page } = await newPage(chromium.browser);
      await startIn(page, lang);
      await page.goto(galleryUrl());
      await expectLanguage(page, lang);
      const toasts = page.getByRole('region', { name: 'toasts' });
      const types = ['default', 'info', 'success', 'warning', 'error', 'loading'];
      // The toasts pause while the window has no focus (pauseOnFocusLoss), and a toast that mounts in a window
      // without focus starts paused: on a busy machine six clicks and the checks below outlast their six seconds, and
      // a toast paused only after it was counted could close before (the RTL case failed so in a loaded run).
      await page.evaluate(() => {
        document.hasFocus = () => false;
      });
      for (const [index, type] of types.entries()) {
        await toasts.getByRole('button', { name: type, exact: true }).click();
        await expect.poll(() => page.locator('.Toastify__toast').count()).toBe(index + 1);
      }
      expect(await containerSide(page)).toEqual(
        lang === 'fa' ? { position: 'top-right', side: 'right' } : { position: 'top-left', side: 'left' },
      );
      // Newest not on top: the first toast shown stays first.
      const texts = await page.locator('.Toastify__toast').allTextContents();
      expect(texts[0]).toBe(lang === 'fa' ? 'دفتر' : 'Daftar');
      // SPEC §8: an HTTP error without a server message reads 'problem', translated word by word.
      expect(texts[4]).toBe(
        lang === 'fa' ? 'مشکلی پیش آمد. لطفاً دوباره تلاش کنید.' : 'There was a problem. Please try again.',
      );
      await expect.poll(() => page.locator('.Toastify__toast--rtl').count()).toBe(lang === 'fa' ? 6 : 0);
      await expect.poll(() => page.locator('.Toastify__progress-bar').count()).toBeGreaterThan(0);
      await screenshot(page, `platform-toasts-${lang}-desktop`);
      await context.close();
    });
  }

  it('closes a toast on click', async () => {
    const { context, page } = await newPage(chromium.browser, 'phone');
    await page.goto(galleryUrl());
    await page.getByRole('region', { name: 'toasts' }).getByRole('button', { name: 'success', exact: true }).click();
    const toast = page.locator('.Toastify__toast');
    await toast.waitFor();
    await screenshot(page, 'platform-toasts-fa-phone');
    await toast.click();
    await expect.poll(() => toast.count()).toBe(0);
    await context.close();
  });

  it('warns in the app when the connection drops, in the direction of the page, on a first visit and a later one', async () => {
    const texts = {
      fa: {
        ready: 'دفتر اکنون بدون اینترنت هم باز می‌شود.',
        offline: 'اتصال اینترنت برقرار نیست',
        online: 'اتصال اینترنت برقرار شد.',
      },
      en: { ready: 'Daftar is ready to work offline.', offline: 'You are offline', online: 'You are back online.' },
    };
    for (const lang of ['fa', 'en'] as const) {
      const { context, page } = await newPage(chromium.browser, 'desktop', { serviceWorkers: 'allow' });
      await startIn(page, lang);
      const dropAndRestore = async (shot: string) => {
        await context.setOffline(true);
        const toast = page.locator('.Toastify__toast--warning');
        await toast.waitFor();
        await expect.poll(() => toast.textContent()).toContain(texts[lang].offline);
        expect((await containerSide(page)).side).toBe(lang === 'fa' ? 'right' : 'left');
        await context.setOffline(false);
        await page.getByText(texts[lang].online).waitFor();
        await screenshot(page, shot);
      };
      // A first visit loads no toast code with the page: the worker's "ready to open offline" toast brings it.
      await page.goto(stack().webUrl);
      await expectLanguage(page, lang);
      await page.getByText(texts[lang].ready).waitFor();
      await dropAndRestore(`platform-app-offline-toast-${lang}`);
      // A later visit is served by the worker: the toast code comes from its precache once the page is idle.
      await page.reload();
      await expectLanguage(page, lang);
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes('toast-container')),
          ),
        )
        .toBe(true);
      await dropAndRestore(`platform-app-offline-toast-${lang}-later-visit`);
      await context.close();
    }
  });
});
