import { describe, expect, it } from 'vitest';
import { setFlag } from '../harness/lab.ts';
import { browserPerFile } from '../harness/suite.ts';
import { pathOf, seeded, signedIn } from './session.ts';
import { stack } from '../harness/stack.ts';

/**
 * SPEC §2: /hub/taksa is behind the `hub-taksa` flag. It has no content yet, so (issue 33) the navigation leaves it
 * and /coming-soon out, and with the flag on it opens /coming-soon, the one placeholder.
 */
describe('the hub-taksa feature flag in the shell', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  it('opens the one placeholder while the flag is on and says it is not available once it is off', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.locator('a[href="/dashboard"]').waitFor();
    expect(await sidebar.locator('a[href="/hub/taksa"], a[href="/coming-soon"]').count()).toBe(0);
    await page.goto(`${stack().webUrl}/hub/taksa`);
    await page.waitForURL('**/coming-soon');
    await page.getByTestId('empty-state').waitFor();
    expect(pathOf(page)).toBe('/coming-soon');

    await setFlag('hub-taksa', false);
    await page.goto(`${stack().webUrl}/hub/taksa`);
    await page.getByTestId('feature-off').waitFor();
    expect(pathOf(page)).toBe('/hub/taksa');
    await context.close();
  });
});
