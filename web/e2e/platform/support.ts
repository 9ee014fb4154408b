import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { stack } from '../harness/stack.ts';

/** The platform gallery (fixtures/gallery.html) on the e2e Vite dev server: the real providers, every UI-kit piece. */
export function galleryUrl(): string {
  return `${stack().devWebUrl}/e2e/platform/fixtures/gallery.html`;
}

/** Waits until the page has applied a language: lang and dir on <html>. */
export async function expectLanguage(page: Page, lang: 'fa' | 'en'): Promise<void> {
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
  await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(lang === 'fa' ? 'rtl' : 'ltr');
}

/** The computed font family of <body> and whether the browser has that face loaded (not a fallback). */
export async function bodyFont(page: Page): Promise<{ family: string; loaded: boolean }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const family = getComputedStyle(document.body).fontFamily;
    const first = family.split(',')[0]?.trim().replace(/['"]/g, '') ?? '';
    await document.fonts.load(`16px "${first}"`, document.documentElement.lang === 'fa' ? 'دفتر' : 'Daftar');
    const loaded = [...document.fonts].some(
      (face) => face.family.replace(/['"]/g, '') === first && face.status === 'loaded',
    );
    return { family, loaded };
  });
}

/** Stores the visitor's language before the app starts, as a returning visitor would have it. */
export async function startIn(page: Page, lang: 'fa' | 'en'): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', value);
  }, lang);
}
