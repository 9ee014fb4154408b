import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { goInApp } from '../harness/app-page.ts';
import { networkQuiet, settled, sweptScreen } from '../harness/browser.ts';
import type { Language, Viewport } from '../harness/suite.ts';
import { pathOf, readerOf, signedInAt } from './session.ts';

/**
 * A walk through screens for the accessibility sweep (issue 33) in one signed-in page, moving by the router's own
 * navigation: a screen costs its own calls and one axe run, not a page load.
 */

/**
 * A screen by its path, or a record found on the current page (or on `on`, opened first): the first link whose path
 * matches `link` is opened, then each of `pages` of that path.
 */
export type Step = string | { on?: string; link: RegExp; pages?: (recordPath: string) => string[] };

/** An invoice's pages beside its own, by the segment after its kind: `/invoices/sell/12` → `/invoices/sell/edit/12`. */
export const invoicePages = (kind: 'sell' | 'purchase' | 'estimate', pages: readonly string[]) => (path: string) =>
  pages.map((page) => path.replace(`/${kind}/`, `/${kind}/${page}/`));

/** Opens `path` the way a link in the app does (the router's own navigation), then waits for its screen. */
export async function open(page: Page, path: string): Promise<void> {
  await goInApp(page, path);
  // A screen's chunk and then its calls: quiet twice, so the gap between the two is not taken for the end.
  await networkQuiet(page);
  await settled(page);
  await networkQuiet(page);
}

/** The first link on the page whose path matches, e.g. the newest purchase's page. */
export async function firstLink(page: Page, link: RegExp): Promise<string> {
  const paths = () =>
    page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  await expect.poll(async () => (await paths()).some((path) => link.test(path))).toBe(true);
  return (await paths()).find((path) => link.test(path)) as string;
}

/** Opens a screen and waits until the sweep has checked it in this run (a busy region is waited out, not skipped). */
async function show(page: Page, path: string): Promise<string> {
  await open(page, path);
  await sweptScreen(page);
  return pathOf(page);
}

/**
 * Walks the steps; answers each screen's path as asked and as shown, so a test sees that none was sent elsewhere (as
 * a missing record or right would).
 */
export async function walk(page: Page, steps: readonly Step[]): Promise<{ asked: string[]; shown: string[] }> {
  const asked: string[] = [];
  const shown: string[] = [];
  const visit = async (path: string) => {
    asked.push(new URL(path, 'http://x').pathname);
    shown.push(await show(page, path));
  };
  for (const step of steps) {
    if (typeof step === 'string') {
      await visit(step);
      continue;
    }
    if (step.on) await open(page, step.on);
    const record = await firstLink(page, step.link);
    await visit(record);
    for (const path of step.pages?.(record) ?? []) await visit(path);
  }
  return { asked, shown };
}

/** The cases of the sweep: Persian and English on a desktop, Persian on a phone. */
export const sweepCases: readonly { language: Language; viewport: Viewport }[] = [
  { language: 'fa', viewport: 'desktop' },
  { language: 'en', viewport: 'desktop' },
  { language: 'fa', viewport: 'phone' },
];

/** Screens a test shows at most, so one test stays well inside its time on a busy machine. */
export const screensPerTest = 15;

/** How many screens the steps show. */
export function screensOf(steps: readonly Step[]): number {
  return steps.reduce((sum, step) => sum + (typeof step === 'string' ? 1 : 1 + (step.pages?.('').length ?? 0)), 0);
}

/** A walk of one test: where its page opens (with what else local storage holds) and the test id it waits for. */
export interface Walk {
  start: string;
  ready: string;
  storage?: Record<string, string>;
  steps: readonly Step[];
}

/**
 * Signs the language's reader in at the walk's start (a session made through the API, one page load) and walks it:
 * every screen checked by the sweep and shown at its own address, in the reader's language.
 */
export async function walkSignedIn(
  browser: Browser,
  language: Language,
  viewport: Viewport,
  { start, ready, storage, steps }: Walk,
  after?: (page: Page, shown: readonly string[]) => Promise<void>,
): Promise<void> {
  expect(screensOf(steps)).toBeLessThanOrEqual(screensPerTest);
  const { context, page } = await signedInAt(browser, readerOf[language], start, viewport, storage);
  await page.getByTestId(ready).first().waitFor();
  const { asked, shown } = await walk(page, steps);
  expect(shown).toEqual(asked);
  await after?.(page, shown);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  await context.close();
}
