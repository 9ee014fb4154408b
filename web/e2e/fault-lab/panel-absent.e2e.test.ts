import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage } from '../harness/browser.ts';
import { stack } from '../harness/stack.ts';
import { ownBrowser } from '../harness/suite.ts';

/** Strings only the QA panel's code carries (web/src/dev-panel). */
const panelMarkers = ['Open the QA fault lab', 'qa-toggle', '/__mock/'];

function builtText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|css|html)$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

describe('the QA panel is in development builds only (issue 7)', () => {
  const chromium = ownBrowser();

  it('the production bundle holds not one byte of it', () => {
    const text = builtText(stack().webDistDir);
    expect(text.length).toBeGreaterThan(100_000);
    expect(panelMarkers.filter((marker) => text.includes(marker))).toEqual([]);
  });

  it('the development build shows it, the production build does not', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(stack().devWebUrl);
    await page.getByRole('button', { name: 'Open the QA fault lab' }).waitFor();
    await page.goto(stack().webUrl);
    await page.locator('#root *').first().waitFor();
    await expect.poll(() => page.locator('#qa-dev-panel').count()).toBe(0);
    await context.close();
  });
});
