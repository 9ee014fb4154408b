import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, settled } from '../harness/browser.ts';
import { pathOf, seeded, signIn, signedIn, storedSession } from './session.ts';
import { browserPerFile } from '../harness/suite.ts';
import { stack } from '../harness/stack.ts';

/**
 * Holds the app's scripts (index.html's own markup and inline script still run) until the returned function is
 * called. One route handler per page: it waits on whichever hold is current, so no handler is ever removed while a
 * request waits in it.
 */
async function scriptGate(page: Page): Promise<() => () => void> {
  let gate = Promise.resolve();
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    return open;
  };
}

describe('start-up rules (SPEC §2)', () => {
  const chromium = browserPerFile();

  it('without a refresh token any signed-in route goes to /login, whose refusal of an e-mail needs no server texts', async () => {
    const { context, page } = await newPage(chromium.browser);
    // The server's map never arrives: the sign-in screen's own texts, its refusal included, are in its bundle.
    await page.route('**/api/v1/translation/**', () => undefined);
    await page.goto(`${stack().webUrl}/items`);
    await page.waitForURL('**/login');
    await page.locator('main.auth-frame:not([data-login-shell])').waitFor();
    await page.getByTestId('login-email').fill('not-an-e-mail');
    await page.getByTestId('login-submit').click();
    await page.getByText('یک نشانی ایمیل معتبر وارد کنید.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it("/login paints index.html's sign-in shell before any script, only for a first visit in Persian; React's screen takes its place with the same layout, the e-mail typed and the button pressed", async () => {
    const { context, page } = await newPage(chromium.browser, 'phone');
    const boxes = () =>
      page.locator('main h1, main input, main button').evaluateAll((nodes) =>
        nodes.map((node) => {
          const { x, y, width, height } = node.getBoundingClientRect();
          return [node.tagName, Math.round(x), Math.round(y), Math.round(width), Math.round(height)];
        }),
      );
    const hold = await scriptGate(page);
    let release = hold();
    await page.goto(`${stack().webUrl}/login`, { waitUntil: 'commit' });
    await page.locator('main[data-login-shell]').waitFor();
    await settled(page);
    const shellBoxes = await boxes();
    await page.getByTestId('login-email').fill(seeded.user);
    release();
    await page.locator('main.auth-frame:not([data-login-shell])').waitFor();
    await settled(page);
    expect(await boxes()).toEqual(shellBoxes);
    await expect.poll(() => page.getByTestId('login-email').inputValue()).toBe(seeded.user);

    // A press in the shell is made again once React's screen is there.
    release = hold();
    await page.goto(`${stack().webUrl}/login`, { waitUntil: 'commit' });
    await page.getByTestId('login-email').fill(seeded.user);
    await page.locator('main[data-login-shell]').getByTestId('login-submit').click();
    release();
    await page.waitForURL('**/otp');

    // English chosen, or a session stored: no shell (React's own first screen is another one).
    for (const stored of [{ lang: 'en' }, { refreshToken: 'stored' }]) {
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
      }, stored);
      release = hold();
      await page.goto(`${stack().webUrl}/login`, { waitUntil: 'commit' });
      // The inline script after the template has run by the time it is in the DOM.
      await page.locator('template#login-shell + script').waitFor({ state: 'attached' });
      await expect.poll(() => page.locator('#root').innerHTML()).toBe('');
      release();
    }
    await context.close();
  });

  it('signs in with the code from the outbox; / goes to /dashboard of the first company', async () => {
    const { context, page } = await newPage(chromium.browser);
    await signIn(page, seeded.user);
    expect(pathOf(page)).toBe('/dashboard');
    await page.goto(stack().webUrl);
    await page.waitForURL('**/dashboard');
    const stored = await page.evaluate(() => ({
      businessId: localStorage.getItem('businessId'),
      token: localStorage.getItem('token'),
      refreshToken: localStorage.getItem('refreshToken'),
      deviceInfo: localStorage.getItem('deviceInfo'),
    }));
    expect(Number(stored.businessId)).toBeGreaterThan(0);
    expect(stored.token && stored.refreshToken && stored.deviceInfo).toBeTruthy();
    await context.close();
  });

  it('a stale active company falls back to the first company and drops cached data', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    const first = await page.evaluate(() => localStorage.getItem('businessId'));
    await page.evaluate(() => localStorage.setItem('businessId', '999999'));
    await page.goto(`${stack().webUrl}/dashboard`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('businessId'))).toBe(first);
    await context.close();
  });

  it('a user with no company goes to /register, creates a business and lands on its dashboard', async () => {
    const { context, page } = await newPage(chromium.browser);
    await signIn(page, seeded.newbie);
    await page.waitForURL('**/register');
    await page.goto(`${stack().webUrl}/dashboard`);
    await page.waitForURL('**/register');
    await page
      .getByText(/ساخت کسب‌وکار/)
      .first()
      .click();
    await page.waitForURL('**/register/create-business');
    await page.getByTestId('create-business-submit').click();
    await page.locator('.field-error').first().waitFor();
    await page.locator('input[name=name]').fill('نانوایی سحر');
    await page.locator('input[name=nationalId]').fill('123');
    await page.getByTestId('create-business-submit').click();
    await expect.poll(() => page.locator('.field-error').count()).toBe(1);
    await page.locator('input[name=nationalId]').fill('');
    await page.getByTestId('create-business-submit').click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('dashboard-company').textContent()).toContain('نانوایی سحر');
    await context.close();
  });

  it('the /otp guard sends a direct visit back to /login; the mobile otp guard back to verify-mobile', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(`${stack().webUrl}/otp`);
    await page.waitForURL('**/login');
    await signIn(page, seeded.user);
    await page.goto(`${stack().webUrl}/register/verify-mobile/otp`);
    await page.waitForURL('**/register/verify-mobile');
    await page.getByTestId('mobile-input').fill('09121234567');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/register/verify-mobile/otp');
    expect(new URL(page.url()).pathname).toBe('/register/verify-mobile/otp');
    await screenshot(page, 'mobile-otp-fa-desktop');
    await context.close();
  });

  it('a reload while a switch to English loads waits for the English texts instead of painting keys', async () => {
    const { context, page } = await newPage(chromium.browser, 'desktop', {
      localStorage: {
        ...(await storedSession(seeded.user)),
        // The choice is English; the stored map is still the Persian one the switch was replacing.
        lang: 'en',
        translations: JSON.stringify({ WEB_PRODUCT_NAME: 'دفتر' }),
        'translations-lang': 'fa',
      },
    });
    // Every text the route error ever shows, from its first paint on.
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { routeErrorTexts: seen });
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="route-error"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/translation/en', async (route) => {
      await held;
      await route.continue();
    });
    const profile = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/profile'));
    await page.goto(`${stack().webUrl}/accounting/debitors-creditors?tab=everyone`);
    // The session is known and the screen's loader has thrown: the error could paint now, but its texts are held.
    await profile;
    await settled(page);
    await expect.poll(() => page.getByTestId('route-error').count()).toBe(0);
    release();
    await page.getByTestId('route-error').waitFor();
    expect(await page.evaluate(() => (window as unknown as { routeErrorTexts: string[] }).routeErrorTexts)).toEqual([
      'Something went wrong!',
    ]);
    await context.close();
  });
});
