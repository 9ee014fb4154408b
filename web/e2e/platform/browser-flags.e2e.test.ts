import { describe, expect, it } from 'vitest';
import { playwrightDisabledFeatures } from '../harness/browser.ts';
import { ownBrowser } from '../harness/suite.ts';

const disabledLists = (commandLine: string) =>
  [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','));

/** The e2e browser's own flags (harness/browser.ts): what they take away, and what they must leave as Playwright set it. */
describe("the e2e harness's Chromium", () => {
  const chromium = ownBrowser();

  it('keeps every feature Playwright turns off: its list is the first --disable-features, ours the last', async () => {
    const page = await chromium.browser.newPage();
    await page.goto('chrome://version');
    const lists = disabledLists((await page.locator('#command_line').textContent()) ?? '');
    expect(lists.length).toBe(2);
    const [playwrights, ours] = lists as [string[], string[]];
    expect(playwrights.toSorted()).toEqual(playwrightDisabledFeatures.toSorted());
    expect(ours).toEqual(expect.arrayContaining(playwrights));
    await page.close();
  });

  it('opens a page without preloading the omnibox popups (no top-chrome WebUI beside it)', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<p>a page</p>');
    const session = await chromium.browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    const urls = targetInfos.map((target) => target.url);
    expect(urls).toContain('data:text/html,<p>a page</p>');
    expect(urls.filter((url) => url.includes('.top-chrome/'))).toEqual([]);
    await session.detach();
    await context.close();
  });
});
