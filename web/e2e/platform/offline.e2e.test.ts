import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../harness/browser.ts';
import { expectLanguage } from './support.ts';
import { stack } from '../harness/stack.ts';
import { ownBrowser } from '../harness/suite.ts';

describe('offline app shell (service worker)', () => {
  const chromium = ownBrowser();

  it('opens the app offline after a first visit', async () => {
    const { context, page } = await newPage(chromium.browser, 'desktop', { serviceWorkers: 'allow' });
    await page.goto(stack().webUrl);
    await expectLanguage(page, 'fa');
    // The worker precaches the shell while installing; `ready` resolves once it is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.getByText('دفتر اکنون بدون اینترنت هم باز می‌شود.').waitFor();

    await context.setOffline(true);
    await page.reload();
    await expectLanguage(page, 'fa');
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0)).toBeGreaterThan(0);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await screenshot(page, 'platform-offline-reload');
    await context.close();
  });
});
