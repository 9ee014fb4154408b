import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signedIn } from '../shell/session.ts';
import { stack } from '../harness/stack.ts';

export const modeButton = (page: Page) => page.getByTestId('translation-mode-button');
export const banner = (page: Page) => page.getByTestId('translation-edit-banner');
export const dialog = (page: Page) => page.getByTestId('translation-dialog');
export const editButtons = (page: Page) => page.getByTestId('translation-edit-button');
export const editButton = (page: Page, key: string): Locator =>
  page.locator(`[data-testid="translation-edit-button"][data-key="${key}"]`).first();
export const valueBox = (page: Page, lang: 'fa' | 'en') => page.getByTestId(`translation-value-${lang}`);

/** The mode switched on with the floating button, and the page's texts marked. */
export async function turnOn(page: Page): Promise<void> {
  await modeButton(page).click();
  await banner(page).waitFor();
  await expect.poll(() => editButtons(page).count()).toBeGreaterThan(0);
}

/** The dialog opened on a key's text, with its texts loaded. */
export async function openEditor(page: Page, key: string): Promise<void> {
  await editButton(page, key).click();
  await dialog(page).waitFor();
  await page.getByTestId('translation-loading').waitFor({ state: 'detached' });
}

/**
 * Holds the page's requests to `url` until `release()`, then lets them through or fails them: a state that is
 * otherwise over too quickly to act in (a language still loading, the dialog still loading).
 */
export async function holdRequests(page: Page, url: string, end: 'continue' | 'abort'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await (end === 'continue' ? route.continue() : route.abort());
  });
  return release;
}

/** The text of the first element showing a key's text on the page (the edit mode marks it with the key). */
export const markedText = (page: Page, key: string) => page.locator(`[data-translation-key="${key}"]`).first();

/** A translation as the server has it now. */
export async function serverText(lang: 'fa' | 'en', key: string): Promise<string | undefined> {
  const answer = await fetch(`${stack().apiUrl}/api/v1/translation/${lang}`);
  return ((await answer.json()) as Record<string, string>)[key];
}

/**
 * Signed in, then on /coming-soon: a page that still shows the empty state, whose title and body these cases edit
 * (the dashboard they used to land on now has its widgets).
 */
export async function signedInOnEmptyPage(
  browser: Browser,
  email: string,
  viewport: Parameters<typeof signedIn>[2] = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await signedIn(browser, email, viewport);
  await session.page.goto(`${stack().webUrl}/coming-soon`);
  await session.page.getByTestId('empty-state').waitFor();
  return session;
}

/**
 * What the mode button covers of the page's frame: the visible header controls, navigation links, breadcrumbs,
 * page title and an open dialog's title and close button whose boxes meet the button's (SPEC §2 puts it at the top
 * right, over nothing).
 */
export async function coveredByModeButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="translation-mode-button"]')?.getBoundingClientRect();
    if (!button) return ['no mode button'];
    const frame =
      '.app-header > *, .app-header-end > *, .app-sidebar a, .breadcrumbs a, .page-header h1, main h1, .modal-header > *';
    return [...document.querySelectorAll<HTMLElement>(frame)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        return (
          shown &&
          box.left < button.right &&
          box.right > button.left &&
          box.top < button.bottom &&
          box.bottom > button.top
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} «${element.textContent?.trim()}»`);
  });
}
