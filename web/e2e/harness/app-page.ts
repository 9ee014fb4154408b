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
