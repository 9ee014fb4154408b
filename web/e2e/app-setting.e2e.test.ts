import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './harness/browser.ts';
import { withE2eDb } from './harness/db.ts';

describe('walking skeleton: SPA → mock API → SQLite', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the app setting that is stored in the database', async () => {
    withE2eDb((db) =>
      db
        .prepare('update app_settings set web_app_version = ?, translation_version = ? where id = 1')
        .run('v2.0.321', 42),
    );
    const { context, page } = await newPage(browser);
    await page.goto(inject('webUrl'));
    await expect.poll(() => page.getByTestId('setting-webAppVersion').textContent()).toBe('v2.0.321');
    expect(await page.getByTestId('setting-translationVersion').textContent()).toBe('42');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'skeleton-app-setting-desktop');
    await context.close();
  });
});
