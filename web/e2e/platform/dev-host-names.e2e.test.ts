import { describe, expect, it } from 'vitest';
import { panelDriver } from '../fault-lab/drivers.ts';
import { newPage } from '../harness/browser.ts';
import { stack } from '../harness/stack.ts';
import { browserPerFile } from '../harness/suite.ts';
import { pathOf, seeded, signIn } from '../shell/session.ts';

/**
 * A newcomer opens whichever address they see: Vite prints http://127.0.0.1:5173, the banner and the README say
 * localhost. The development server's build is configured with the API on 127.0.0.1 (as the e2e stack's is), so the
 * localhost case is the one a page calling its configured host would fail: the XSRF cookie is then another site's.
 */
describe('signing in from either local name of the development server (issue 33)', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  for (const hostname of ['127.0.0.1', 'localhost']) {
    it(`signs in and drives the QA panel from http://${hostname}`, async () => {
      const base = stack().devWebUrl.replace('//127.0.0.1:', `//${hostname}:`);
      const { context, page } = await newPage(chromium.browser);
      const refusals: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refusals.push(`${response.url()} 403`);
      });
      await signIn(page, seeded.admin, base);
      await page.getByTestId('dashboard-company').waitFor();
      expect(pathOf(page)).toBe('/dashboard');
      expect(new URL(page.url()).hostname).toBe(hostname);
      // The panel's writes pass the lab's same-site check and the XSRF cookie: the scenario starts.
      await panelDriver.startScenario(page, 'access-token-expired');
      expect(refusals).toEqual([]);
      await context.close();
    });
  }
});
