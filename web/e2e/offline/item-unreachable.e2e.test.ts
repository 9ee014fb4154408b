import { itemEndpoints } from '@daftar/contracts/endpoints/items';
import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { activeCompany } from '../harness/app-page.ts';
import { apiAs } from '../harness/api-as.ts';
import { stack } from '../harness/stack.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { itSignedIn, seeded } from '../shell/session.ts';
import {
  expectReloadKeepsDraft,
  expectSaveUnreachable,
  unreachableText,
  waitForKeptCache,
  workLeft,
} from './support.ts';

/** How many items of the company have this name, read through the API. */
async function itemsNamed(companyId: number, name: string): Promise<number> {
  const api = await apiAs(seeded.admin);
  const page = await api.call(itemEndpoints.list, { params: { companyId }, query: { q: name } });
  return page.data.filter((item) => item.name === name).length;
}

/** This page's calls to the API, and nothing else (the SPA's own files still load). */
const apiCalls = (url: URL) => url.href.startsWith(stack().apiUrl);

/** The network fails for this page only: every call to the API is aborted as a dropped connection is. */
const dropEveryCall = (page: Page) => page.route(apiCalls, (route) => route.abort('connectionreset'));

/** "Committed, answer lost": the item's create reaches the API and is written, and its answer is dropped. */
const loseTheCreateAnswer = (page: Page) =>
  page.route(apiCalls, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !/\/items$/.test(new URL(request.url()).pathname)) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });

describe('a new item saved while the API cannot be reached: says so, keeps the draft over a reload and saves it once when the API is back', () => {
  const chromium = browserPerFile();

  itSignedIn(chromium, flowCases, '/items/create?formType=SERVICE', async ({ page, language, viewport }) => {
    const name = language === 'fa' ? `نصب آفلاین ${viewport}` : `Offline install ${viewport}`;
    await page.getByTestId('item-form').waitFor();
    const companyId = await activeCompany(page);
    await page.getByTestId('item-name').fill(name);
    await page.getByTestId('item-unit').fill(language === 'fa' ? 'ساعت' : 'Hour');
    await page.getByTestId('item-sale-price').fill('12000000');
    await waitForKeptCache(page);

    // The network drops every call: the one translated message, "try again", the banner; no browser wording.
    await dropEveryCall(page);
    await expectSaveUnreachable(page, language);

    // A reload without the API: the shell, the offline state and the draft offered back, never the crash page.
    await expectReloadKeepsDraft(page);

    // The API answers again: the app notices by itself; nothing was written meanwhile.
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 45_000 });
    expect(await itemsNamed(companyId, name)).toBe(0);

    // The restored draft is saved, written, and its answer lost; "try again" gets the first answer, one item.
    await page.getByTestId('draft-restore').click();
    await expect.poll(() => page.getByTestId('item-name').inputValue()).toBe(name);
    await loseTheCreateAnswer(page);
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByTestId('form-failure').textContent()).toBe(unreachableText[language]);
    expect(await itemsNamed(companyId, name)).toBe(1);
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByTestId('form-retry').click();
    await page.getByTestId('item-detail').waitFor();
    expect(await itemsNamed(companyId, name)).toBe(1);
    expect(await workLeft(page)).toEqual([]);
  });
});
