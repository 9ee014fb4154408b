import { mockControlEndpoints } from '@daftar/contracts/endpoints/mock-control';
import { describe, expect, it } from 'vitest';
import { jsonWritesFetch } from '../../src/dev-panel/json-writes-fetch.ts';
import { createHttpClient } from '../../src/lib/api/http-client.ts';
import { newPage } from '../harness/browser.ts';
import { journal, stopScenario } from '../harness/lab.ts';
import { stack } from '../harness/stack.ts';
import { browserPerFile } from '../harness/suite.ts';
import { storedSession } from '../shell/session.ts';
import { scenarioCases } from './cases.ts';
import { cliDriver, panelDriver } from './drivers.ts';

/** Whether the lab has `scenario` in force, as its control API reports it. */
async function active(scenario: string): Promise<boolean | undefined> {
  const client = createHttpClient({
    baseUrls: { main: stack().apiUrl, pay: stack().payApiUrl },
    fetch: jsonWritesFetch,
  });
  const { data } = await client.call(mockControlEndpoints.listScenarios);
  return data.find((entry) => entry.name === scenario)?.active;
}

/**
 * Issue 7: every named scenario reproduced as docs/qa.md's recipe says, started through `pnpm mock` or through the QA
 * panel in turn; and both start and stop every scenario. How a scenario is started does not change what it does, so
 * each is reproduced once: reproducing all of them through both took this file 260 s for no failure of its own.
 */
describe('fault-lab scenarios', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  /** Each scenario's reproduction starts it one way; the last test starts it the other. */
  const driverOf = (index: number) => (index % 2 === 0 ? cliDriver : panelDriver);
  const otherDriverOf = (index: number) => (index % 2 === 0 ? panelDriver : cliDriver);

  scenarioCases.forEach((scenarioCase, index) => {
    const driver = driverOf(index);
    it(`${scenarioCase.scenario}, started through the ${driver.name}`, async () => {
      const localStorage = scenarioCase.signedInAs ? await storedSession(scenarioCase.signedInAs) : undefined;
      const { context, page } = await newPage(chromium.browser, 'desktop', { localStorage });
      const base = driver.baseUrl();
      await scenarioCase.arrange(page, base);
      const lastBefore = Math.max(0, ...(await journal()).map((entry) => entry.id));
      await driver.startScenario(page, scenarioCase.scenario);
      await scenarioCase.act(page, base);
      // Entries keep arriving while the SPA settles: each case reads them after its own waits.
      await scenarioCase.verify(page, async () => (await journal()).filter((entry) => entry.id > lastBefore));
      await context.close();
    });
  });

  // A ceiling: eleven starts, each from a terminal command (a Node process) or a panel click, on a busy machine.
  it('every scenario also starts the other way, and stops', async () => {
    const { context, page } = await newPage(chromium.browser, 'desktop');
    await page.goto(`${panelDriver.baseUrl()}/login`);
    for (const [index, { scenario }] of scenarioCases.entries()) {
      await otherDriverOf(index).startScenario(page, scenario);
      expect(await active(scenario)).toBe(true);
      await stopScenario(scenario);
      expect(await active(scenario)).toBe(false);
    }
    await context.close();
  }, 240_000);
});
