import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir } from './global-setup.ts';

/** What each open page did lately: its console, its uncaught errors, its failed requests and navigations. */
const journals = new Map<Page, string[]>();
const kept = 60;

/**
 * Keeps a short journal of the page for a failing test's evidence. A failure on a busy CI machine is often seen
 * once; its log then says only which wait timed out, not what the page showed or did.
 */
export function journalPage(page: Page): void {
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > kept) lines.shift();
  };
  journals.set(page, lines);
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => note(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated: ${frame.url()}`);
  });
  page.on('close', () => journals.delete(page));
}

/**
 * For a failed test: a screenshot and the journal of every page still open (a failing test does not reach its own
 * `context.close()`), under web/e2e/.artifacts/failures/, and the page's address and journal in the test's output;
 * then closes the page's context, which the test left open.
 */
export async function saveFailureEvidence(testName: string): Promise<void> {
  const dir = join(artifactsDir, 'failures');
  mkdirSync(dir, { recursive: true });
  const slug = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  let index = 0;
  for (const [page, lines] of journals) {
    index += 1;
    const base = join(dir, `${slug}-${index}`);
    const journal = [`url: ${page.url()}`, ...lines].join('\n');
    writeFileSync(`${base}.txt`, `${journal}\n`);
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    console.log(`failure evidence (${base}.png):\n${journal}`);
    await page.context().close();
  }
}
