import type { Page } from 'playwright-core';
import { stack } from './stack.ts';

/**
 * What every screen of the SPA offers a test, whichever area it belongs to: its address on the e2e stack, the URL's
 * search params, the toasts and the active company.
 */

/** An address on the production preview of the e2e stack: `url('/items?kind=PRODUCT')`. */
export const url = (path: string) => `${stack().webUrl}${path}`;

export const searchOf = (page: Page) => new URL(page.url()).searchParams;

export const toast = (page: Page) => page.locator('.Toastify__toast');

/** The active company of the page (businessId). */
export async function activeCompany(page: Page): Promise<number> {
  return Number(await page.evaluate(() => localStorage.getItem('businessId')));
}
