import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from './browser.ts';

/** The focused element: its test id (or tag and class) and whether a focus ring shows on it. */
function focusedStop(): { id: string; ring: boolean } {
  const element = document.activeElement;
  if (!element || element === document.body) return { id: 'body', ring: false };
  const style = getComputedStyle(element);
  const ring =
    (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  const id = element.getAttribute('data-testid') ?? `${element.tagName.toLowerCase()}.${element.className}`;
  return { id, ring };
}

/**
 * Presses Tab (or Shift+Tab) until the element with `testId` has the focus, as a keyboard user walks a screen, and
 * answers every stop passed on the way whose focus showed no ring (an outline or a shadow). Fails after `max` stops.
 */
export async function tabTo(page: Page, testId: string, { back = false, max = 60 } = {}): Promise<string[]> {
  const unseen: string[] = [];
  for (let stop = 0; stop < max; stop++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await settled(page);
    const { id, ring } = await page.evaluate(focusedStop);
    if (!ring) unseen.push(id);
    if (id === testId) return unseen;
  }
  throw new Error(`${testId} was not reached within ${max} presses of Tab`);
}

/** The focused element's test id. */
export const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/**
 * Types a code into the focused picker and takes its match with Enter once the server has listed it: the picker lists
 * what the server found for the text typed, so Enter before the match arrives would choose nothing.
 */
export async function pickWithKeyboard(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code);
  await expect.poll(() => page.locator('[role=option]:visible').first().textContent()).toContain(code);
  await page.keyboard.press('Enter');
  await settled(page);
}

/** Presses Enter and waits until the keyboard has moved on (the editors focus the next cell a frame later). */
export async function enter(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await settled(page);
}

/** Types into the focused field, then Enter (the editors move on to the next cell). */
export async function typeAndEnter(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await settled(page);
}
