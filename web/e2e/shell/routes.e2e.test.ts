import { describe, expect, it } from 'vitest';
import { newPage, settled, viewports } from '../harness/browser.ts';
import { setVersions } from '../harness/lab.ts';
import { pathOf, seeded, signedIn, signedInAt, signIn } from './session.ts';
import { listShown } from '../harness/list-page.ts';
import { browserPerFile } from '../harness/suite.ts';
import { stack } from '../harness/stack.ts';

describe('routes, redirects and route errors (SPEC §2)', () => {
  const chromium = browserPerFile();

  it('redirects /invoices, /accounting and /banking; /pay goes to the first terminal or /pay/new', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    const web = stack().webUrl;
    await page.goto(`${web}/invoices`);
    await page.waitForURL('**/invoices/overview/all');
    await page.goto(`${web}/accounting`);
    await page.waitForURL('**/accounting/operations');
    await page.goto(`${web}/pay`);
    await page.waitForURL('**/pay/terminals/1');
    await expect.poll(() => page.getByTestId('terminal-name').textContent()).toContain('درگاه فروشگاه اینترنتی');
    await page.goto(`${web}/pay/terminals/999/settings`);
    await page.waitForURL('**/pay/new');
    // The second company has no terminals.
    const second = await page.getByTestId('company-switcher').locator('option').nth(1).getAttribute('value');
    await page.getByTestId('company-switcher').selectOption(second ?? '');
    await page.waitForURL('**/dashboard');
    await page.goto(`${web}/pay`);
    await page.waitForURL('**/pay/new');
    await context.close();
  });

  it('debitors-creditors accepts tab debitors, creditors or none; anything else is a route error with the toggle', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    const web = stack().webUrl;
    for (const search of ['', '?tab=debitors', '?tab=creditors']) {
      await page.goto(`${web}/accounting/debitors-creditors${search}`);
      await page.getByTestId('debtors-tab').waitFor();
    }
    await page.goto(`${web}/accounting/debitors-creditors?tab=everyone`);
    await page.getByTestId('route-error').waitFor();
    await expect.poll(() => page.getByTestId('route-error').textContent()).toBe('Something went wrong!');
    await expect.poll(() => page.getByTestId('error-details').count()).toBe(0);
    await page.getByTestId('error-toggle').click();
    await expect.poll(() => page.getByTestId('error-details').textContent()).toContain('Invalid tab "everyone"');
    await expect.poll(() => page.getByTestId('error-toggle').textContent()).toBe('Hide Error');
    await page.getByTestId('error-toggle').click();
    await expect.poll(() => page.getByTestId('error-details').count()).toBe(0);
    // The navigation stays usable around the error.
    await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(true);
    await context.close();
  });

  it('formType of the create forms is parsed with its default', async () => {
    const { context, page } = await signedInAt(chromium.browser, seeded.user, `/items/create?formType=BOGUS`);
    await page.getByTestId('item-form').waitFor();
    await expect.poll(() => page.getByTestId('item-kind-SERVICE').isChecked()).toBe(true);
    await page.goto(`${stack().webUrl}/stakeholders/create?formType=BUSINESS`);
    await page.getByTestId('stakeholder-form').waitFor();
    await expect.poll(() => page.getByTestId('stakeholder-kind-BUSINESS').isChecked()).toBe(true);
    await page.goto(`${stack().webUrl}/stakeholders/create?formType=business`);
    await page.getByTestId('stakeholder-form').waitFor();
    await expect.poll(() => page.getByTestId('stakeholder-kind-INDIVIDUAL').isChecked()).toBe(true);
    await context.close();
  });

  it('unmatched routes show Not Found', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(`${stack().webUrl}/login`);
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto(`${stack().webUrl}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    await expect.poll(() => page.getByTestId('not-found').textContent()).toBe('Not Found');
    await context.close();
  });

  it('a screen chunk that fails to load reloads the page once, then shows the route error (no loop)', async () => {
    const context = await chromium.browser.newContext({ viewport: viewports.desktop, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, seeded.user);
    let loads = 0;
    page.on('load', () => loads++);
    // Every area chunk not loaded yet fails from now on, as after a deploy that removed it.
    await page.route(/\/assets\/routes-[^/]+\.js$/, (route) => route.abort());
    await page.locator('.nav-link[href="/items"]').click();
    await page.getByTestId('route-error').waitFor();
    // A second reload would start at once from the failed chunk; nothing loading any more means none came.
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(loads).toBe(1);
    expect(pathOf(page)).toBe('/items');
    await page.getByTestId('error-toggle').click();
    await expect
      .poll(() => page.getByTestId('error-details').textContent())
      .toMatch(/dynamically imported module|Failed to fetch/i);
    await context.close();
  });

  it('the app setting in the database reaches the support page', async () => {
    // Below the built v2.0.107, so no update dialog covers the page.
    await setVersions({ webAppVersion: 'v2.0.99', translationVersion: 42 });
    const { context, page } = await signedInAt(chromium.browser, seeded.user, `/profile/support`);
    await expect.poll(() => page.getByTestId('setting-webAppVersion').textContent()).toBe('v2.0.99');
    await expect.poll(() => page.getByTestId('setting-translationVersion').textContent()).toBe('42');
    await context.close();
  });

  it('a record opens at its top; Back returns the list to where it was scrolled', async () => {
    const { context, page } = await signedInAt(chromium.browser, seeded.user, '/stakeholders');
    await listShown(page);
    const last = page.locator('main .data-table a').last();
    await last.scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(100);
    await last.click();
    await page.waitForURL(/\/stakeholders\/\d+$/);
    await page.getByTestId('stakeholder-edit').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/stakeholders$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
    await context.close();
  });
});
