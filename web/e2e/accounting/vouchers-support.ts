import type { Page } from 'playwright-core';
import { settled } from '../harness/browser.ts';

/** The focused element's test id: where Enter took the keyboard. */
export const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/** Presses Enter and waits until the keyboard has moved on (the editor focuses the next cell a frame later). */
export async function enter(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await settled(page);
}

/** Types into the focused cell, then Enter. */
export async function typeAndEnter(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await enter(page);
}
