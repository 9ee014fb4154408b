import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { launchBrowser, newPage } from '../harness/browser.ts';
import { journal, resetStack } from '../harness/lab.ts';
import { scenarioCases } from './cases.ts';
import { storedSession } from '../shell/session.ts';
import { cliDriver, panelDriver } from './drivers.ts';

/** Issue 7: every named scenario reproduced once through `pnpm mock` and once through the QA panel. */
describe.each([cliDriver, panelDriver])('fault-lab scenarios through the $name', (driver) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await resetStack();
    await browser?.close();
  });
  beforeEach(resetStack);

  for (const scenarioCase of scenarioCases) {
    it(scenarioCase.scenario, async () => {
      const localStorage = scenarioCase.signedInAs ? await storedSession(scenarioCase.signedInAs) : undefined;
      const { context, page } = await newPage(browser, 'desktop', { localStorage });
      const base = driver.baseUrl();
      await scenarioCase.arrange(page, base);
      const lastBefore = Math.max(0, ...(await journal()).map((entry) => entry.id));
      await driver.startScenario(page, scenarioCase.scenario);
      await scenarioCase.act(page, base);
      // Entries keep arriving while the SPA settles: each case reads them after its own waits.
      await scenarioCase.verify(page, async () => (await journal()).filter((entry) => entry.id > lastBefore));
      await context.close();
    });
  }
});
