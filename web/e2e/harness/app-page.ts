import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { stack } from './stack.ts';

/**
 * What every screen of the SPA offers a test, whichever area it belongs to: its address on the e2e stack, the URL's
 * search params, the toasts and the active company.
 */

/** An address on the production preview of the e2e stack: `url('/items?kind=PRODUCT')`. */
export const url = (path: string) => `${stack().webUrl}${path}`;

export const searchOf = (page: Page) => new URL(page.url()).searchParams;

/**
 * Moves the page to `path` the way a link in the app does, by the router's own navigation: no page load, no new
 * document (so the accessibility sweep's axe, evaluated into the page once, is reused). The caller waits for its screen.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

export const toast = (page: Page) => page.locator('.Toastify__toast');

/**
 * The active company of the page (businessId), once it has one: a page just opened on a busy machine may not have
 * written it yet, and a test calling the API with company 0 is refused.
 */
export async function activeCompany(page: Page): Promise<number> {
  let id = 0;
  await expect
    .poll(async () => {
      id = Number(await page.evaluate(() => localStorage.getItem('businessId')).catch(() => null));
      return id;
    })
    .toBeGreaterThan(0);
  return id;
}

/**
 * Opens `path` with `companyId` as the active company. The sign-in's first start-up stores a company of its own
 * choosing; a value written before it has done so is overwritten, so this waits for it first, then stores the
 * company, loads the page and waits until the page has taken it.
 */
export async function openAsCompany(page: Page, companyId: number, path: string): Promise<void> {
  if ((await activeCompany(page)) !== companyId) {
    await page.evaluate((id) => localStorage.setItem('businessId', String(id)), companyId);
  }
  await page.goto(url(path));
  await expect.poll(() => activeCompany(page)).toBe(companyId);
}
