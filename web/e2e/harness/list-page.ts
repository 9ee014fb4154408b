import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './app-page.ts';
import { toLatin } from './digits.ts';

/**
 * A server-paged list screen (ui/list's ListToolbar and ListResults) as a test drives it. API: `openList(page,
 * '/items?kind=PRODUCT')`, `settled(page)` after a change, `listedTotal(page)`.
 */

/** A list screen at `path` (with its query), once its rows or its empty state are on screen and settled. */
export async function openList(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await listShown(page);
}

/** Waits until the list on screen has its first page: its total (or its empty state), with no request pending. */
export async function listShown(page: Page): Promise<void> {
  await page.locator('[data-testid="list-total"], [data-testid="list-empty"]').first().waitFor();
  await settled(page);
}

/** Waits until the table shows what the URL asks for (the previous page stays on screen while it loads). */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.data-table[aria-busy="true"]').count()).toBe(0);
}

/** The list's row count as its summary says it, in either script's digits. */
export async function listedTotal(page: Page): Promise<number> {
  return Number(toLatin((await page.getByTestId('list-total').textContent()) ?? '').replace(/\D/g, ''));
}
