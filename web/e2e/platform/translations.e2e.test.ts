import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkQuiet, newPage } from '../harness/browser.ts';
import { setVersions } from '../harness/lab.ts';
import { editTranslationQuietly } from '../harness/translations.ts';
import { browserPerFile } from '../harness/suite.ts';
import { expectLanguage, galleryUrl } from './support.ts';
import { stack } from '../harness/stack.ts';
import { readerOf, storedSession } from '../shell/session.ts';

function stored(page: Page) {
  return page.evaluate(() => ({
    translations: JSON.parse(localStorage.getItem('translations') ?? 'null') as Record<string, string> | null,
    setting: JSON.parse(localStorage.getItem('app-setting') ?? 'null') as { translationVersion: number } | null,
  }));
}

describe('translations from the server (SPEC §3, §4, §8)', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  it('stores the flat map and the version on the first visit', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(stack().webUrl);
    await expectLanguage(page, 'fa');
    await expect.poll(async () => (await stored(page)).translations?.WEB_PRODUCT_NAME).toBe('دفتر');
    expect((await stored(page)).setting?.translationVersion).toBeGreaterThan(0);
    await context.close();
  });

  it('asks for the map once on a first visit, signed out on /login and signed in on a screen', async () => {
    const mapRequests = (page: Page) => {
      const seen: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/translation/')) seen.push(request.url());
      });
      return seen;
    };
    const visitor = await newPage(chromium.browser);
    const asked = mapRequests(visitor.page);
    await visitor.page.goto(`${stack().webUrl}/login`);
    await expect.poll(async () => (await stored(visitor.page)).translations?.WEB_PRODUCT_NAME).toBe('دفتر');
    await networkQuiet(visitor.page);
    expect(asked).toHaveLength(1);
    await visitor.context.close();

    const member = await newPage(chromium.browser, 'desktop', { localStorage: await storedSession(readerOf.fa) });
    const askedSignedIn = mapRequests(member.page);
    await member.page.goto(`${stack().webUrl}/accounting/financial-years`);
    await member.page.getByTestId('fiscal-year-table').waitFor();
    await expect.poll(async () => (await stored(member.page)).translations?.WEB_PRODUCT_NAME).toBe('دفتر');
    await networkQuiet(member.page);
    expect(askedSignedIn).toHaveLength(1);
    await member.context.close();
  });

  it('reloads the texts when the server translation version goes up, not before', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(galleryUrl());
    const name = page.getByTestId('product-name');
    await expect.poll(async () => (await stored(page)).translations?.WEB_PRODUCT_NAME).toBe('دفتر');
    const before = (await stored(page)).setting?.translationVersion ?? 0;

    await editTranslationQuietly('WEB_PRODUCT_NAME', 'fa', 'دفتر تازه');
    await page.reload();
    await expect.poll(async () => (await stored(page)).setting?.translationVersion).toBe(before);
    await expect.poll(() => name.textContent()).toBe('دفتر');

    await setVersions({ translationVersion: before + 1 });
    await page.reload();
    await expect.poll(() => name.textContent()).toBe('دفتر تازه');
    // The map is written when the page is idle, or as it goes: a reload at once still starts with the new texts.
    await page.reload();
    await expect.poll(() => name.textContent()).toBe('دفتر تازه');
    expect((await stored(page)).translations?.WEB_PRODUCT_NAME).toBe('دفتر تازه');
    expect((await stored(page)).setting?.translationVersion).toBe(before + 1);
    await context.close();
  });

  it('keeps showing the stored texts when the translations cannot be fetched', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(galleryUrl());
    await expect.poll(async () => (await stored(page)).translations?.WEB_PRODUCT_NAME).toBe('دفتر');
    await page.route('**/api/v1/translation/**', (route) => route.abort());
    await setVersions({ translationVersion: 'increment' });
    await page.reload();
    await expectLanguage(page, 'fa');
    await page.getByRole('button', { name: 'English' }).click();
    await expectLanguage(page, 'en');
    // §8: the stored (Persian) text of a key is used for every language when the fetch fails.
    await expect.poll(() => page.getByTestId('product-name').textContent()).toBe('دفتر');
    await context.close();
  });
});
