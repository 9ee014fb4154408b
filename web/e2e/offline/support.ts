import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, type viewports } from '../harness/browser.ts';
import type { Language } from '../harness/suite.ts';
import { stack } from '../harness/stack.ts';
import { storedSession } from '../shell/session.ts';

/** The one message of a failure to reach the API, as each language shows it (web/src/i18n/translations.ts). */
export const unreachableText = {
  fa: 'ارتباط با سرور برقرار نشد و چیزی ذخیره نشد. اتصال را بررسی کنید و دوباره تلاش کنید.',
  en: 'The server could not be reached, so nothing was saved. Check the connection and try again.',
} as const;

/** What browsers say for a request that got no answer; none of it may reach the screen. */
export const rawNetworkTexts = /Failed to fetch|NetworkError|Load failed|network connection was lost/i;

/** The page's text, for a test that no raw browser error shows. */
export const visibleText = async (page: Page) => (await page.locator('body').textContent()) ?? '';

/** Save pressed while the API cannot be reached: the one translated message, "try again", the offline banner. */
export async function expectSaveUnreachable(page: Page, language: Language): Promise<void> {
  await page.getByTestId('form-save').click();
  await expect.poll(() => page.getByTestId('form-failure').textContent()).toBe(unreachableText[language]);
  await page.getByTestId('form-retry').waitFor();
  await page.getByTestId('offline-banner').waitFor();
  expect(await visibleText(page)).not.toMatch(rawNetworkTexts);
}

/** A reload without the API: the shell, the offline banner and the draft offered back, never the crash page. */
export async function expectReloadKeepsDraft(page: Page): Promise<void> {
  await page.reload();
  await page.getByTestId('sidebar').waitFor({ state: 'attached' });
  await page.getByTestId('offline-banner').waitFor();
  await page.getByTestId('draft-offer').waitFor();
  await expect.poll(() => page.getByTestId('route-error').count()).toBe(0);
  expect(await visibleText(page)).not.toMatch(rawNetworkTexts);
}

/**
 * A signed-in page at `path` on the built SPA with its service worker, the way a user's installed app runs: the
 * worker is active (and controls the page) before the test goes on.
 */
export async function openWithWorker(
  browser: Browser,
  email: string,
  path: string,
  viewport: keyof typeof viewports,
): Promise<{ context: Awaited<ReturnType<typeof newPage>>['context']; page: Page }> {
  const stored = await storedSession(email);
  const opened = await newPage(browser, viewport, { localStorage: stored, serviceWorkers: 'allow' });
  await opened.page.goto(`${stack().webUrl}${path}`);
  await opened.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return opened;
}

/** Whether the screens' answers are kept in IndexedDB (lib/query/persisted-cache.ts) yet. */
export function cacheKept(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('daftar-query-cache');
        // Asked before the app's first write, the probe must not create the database itself: one made without the
        // app's store would never get it (idb-keyval only adds it while creating), and nothing would ever be kept.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('answers')) return resolve(false);
          const read = database.transaction('answers').objectStore('answers').get('last-session');
          read.onsuccess = () => resolve(Boolean(read.result));
          read.onerror = () => resolve(false);
        };
      }),
  );
}

/** The names of what the user's work left in local storage (drafts, pending keys). */
export const workLeft = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('daftar.work.')));

/** Waits until the IndexedDB copy of the screens' answers is there (it is written a second after a change). */
export async function waitForKeptCache(page: Page): Promise<void> {
  await expect.poll(() => cacheKept(page), { timeout: 20_000 }).toBe(true);
}
