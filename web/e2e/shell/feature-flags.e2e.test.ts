import { describe, expect, it } from 'vitest';
import { setFlag } from '../harness/lab.ts';
import { browserPerFile } from '../harness/suite.ts';
import { seeded, signedIn } from './session.ts';
import { stack } from '../harness/stack.ts';

/** SPEC §2: /hub/taksa is behind the `hub-taksa` flag, in the navigation and on the page itself. */
describe('the hub-taksa feature flag in the shell', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  it('shows the navigation entry and the page while the flag is on, and neither once it is off', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    const link = page.getByTestId('sidebar').locator('a[href="/hub/taksa"]');
    await link.waitFor();
    await link.click();
    await page.waitForURL('**/hub/taksa');
    await page.getByTestId('page-title').waitFor();
    expect(await page.getByTestId('feature-off').count()).toBe(0);

    await setFlag('hub-taksa', false);
    await page.goto(`${stack().webUrl}/hub/taksa`);
    await page.getByTestId('feature-off').waitFor();
    await expect.poll(() => link.count()).toBe(0);
    await context.close();
  });
});
