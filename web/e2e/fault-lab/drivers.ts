import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { stack } from '../harness/stack.ts';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const run = promisify(execFile);

/** How a QA engineer starts a scenario: from the terminal, or from the panel in the development build. */
export interface Driver {
  name: 'cli' | 'panel';
  /** Where the SPA under test is served: the panel exists only in the development build. */
  baseUrl(): string;
  startScenario(page: Page, scenario: string): Promise<void>;
}

/** `pnpm mock scenario <name>`, run as the script itself so the test does not depend on pnpm being on PATH. */
export const cliDriver: Driver = {
  name: 'cli',
  baseUrl: () => stack().webUrl,
  async startScenario(_page, scenario) {
    const { stdout } = await run(process.execPath, ['scripts/mock/cli.ts', 'scenario', scenario], {
      cwd: repoDir,
      env: { ...process.env, MOCK_API_URL: stack().apiUrl },
    });
    if (!stdout.includes(scenario)) throw new Error(`pnpm mock scenario ${scenario} printed: ${stdout}`);
  },
};

/** The QA button, the scenario's button, and the panel's own sign that the scenario is active. */
export const panelDriver: Driver = {
  name: 'panel',
  baseUrl: () => stack().devWebUrl,
  async startScenario(page, scenario) {
    await page.getByRole('button', { name: 'Open the QA fault lab' }).click();
    const panel = page.getByRole('region', { name: 'QA fault lab' });
    await panel.locator(`[data-scenario="${scenario}"]`).click();
    await panel.getByRole('button', { name: `Reset ${scenario}` }).waitFor();
    await panel.getByRole('button', { name: 'Close the QA fault lab' }).click();
  },
};
