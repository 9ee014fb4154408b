import type { Browser, Page } from 'playwright-core';
import { settled, type viewports } from '../harness/browser.ts';
import { signedInAt } from '../shell/session.ts';

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

/** A new page signed in as `email` on the fiscal years' screen, once its table shows. */
export async function atFiscalYears(browser: Browser, email: string, viewport: keyof typeof viewports) {
  const opened = await signedInAt(browser, email, '/accounting/financial-years', viewport);
  await opened.page.getByTestId('fiscal-year-table').waitFor();
  return opened;
}
