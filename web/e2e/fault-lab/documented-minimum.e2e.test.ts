import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLabClient, readLabSettings } from '../../src/dev-panel/lab-client.ts';
import { newPage, screenshot } from '../harness/browser.ts';
import { setVersions } from '../harness/lab.ts';
import { browserPerFile } from '../harness/suite.ts';
import { pathOf, seeded, signIn } from '../shell/session.ts';
import { stack } from '../harness/stack.ts';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const run = promisify(execFile);

/** `pnpm mock minimum on|off`, run as the script itself (no pnpm on PATH needed). */
async function minimum(state: 'on' | 'off'): Promise<void> {
  await run(process.execPath, ['scripts/mock/cli.ts', 'minimum', state], {
    cwd: repoDir,
    env: { ...process.env, MOCK_API_URL: stack().apiUrl },
  });
}

const lab = () => createLabClient({ main: stack().apiUrl, pay: stack().payApiUrl }, { xsrf: false });

async function keysOf(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  return (await fetch(url, { headers })).json();
}

/**
 * Issue 20: the SPA run against the documented minimum — app-version's four fields, the profile's info.role,
 * info.email, preferences and companies[].companyId, the terminals' ids — as the real API is only promised to answer.
 */
describe('the SPA on documented-minimum answers (SPEC §3, §7)', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  it('signs in, picks a company, reaches the dashboard, lists the terminals and offers an update', async () => {
    await minimum('on');
    expect((await readLabSettings(lab())).documentedMinimum).toBe(true);
    // The API really answers the minimum now.
    const setting = await keysOf(`${stack().apiUrl}/api/v1/app-setting/app-version`);
    expect(Object.keys((setting as { itemInfo: object }).itemInfo).sort()).toEqual([
      'appVersion',
      'dashboardStructureTimeStamp',
      'forceUpdate',
      'translationVersion',
    ]);

    const { context, page } = await newPage(chromium.browser);
    await signIn(page, seeded.user);
    await page.waitForURL('**/dashboard');
    // Company names come from the company call: the switcher names both companies, the dashboard greets the active one.
    const switcher = page.getByTestId('company-switcher');
    await expect.poll(() => switcher.locator('option').allTextContents()).toEqual(['بازرگانی آرمان', 'کافه نارنج']);
    await expect.poll(() => page.getByTestId('dashboard-company').textContent()).toContain('بازرگانی آرمان');
    await switcher.selectOption({ label: 'کافه نارنج' });
    await expect.poll(() => page.getByTestId('dashboard-company').textContent()).toContain('کافه نارنج');
    await screenshot(page, 'documented-minimum-dashboard-en-desktop');
    await switcher.selectOption({ label: 'بازرگانی آرمان' });
    await expect.poll(() => page.getByTestId('dashboard-company').textContent()).toContain('بازرگانی آرمان');

    // The terminals list answers ids only: /pay still reaches the first terminal, whose page names it from the
    // terminal's own call (not a documented one, so not cut).
    await page.goto(`${stack().webUrl}/pay`);
    await page.waitForURL('**/pay/terminals/*');
    expect(pathOf(page)).toMatch(/\/pay\/terminals\/\d+$/);
    await expect.poll(() => page.getByTestId('terminal-name').textContent()).toContain('درگاه فروشگاه اینترنتی');

    // The update check reads the SPA host's version.json, not the API.
    await setVersions({ webAppVersion: 'v2.0.108' });
    await page.reload();
    await page.getByRole('dialog', { name: 'A new version is available' }).waitFor();
    await context.close();
  });

  it('the QA panel turns documented-minimum answers on and off', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(stack().devWebUrl);
    await page.getByRole('button', { name: 'Open the QA fault lab' }).click();
    const toggle = page.getByRole('region', { name: 'QA fault lab' }).getByRole('checkbox', {
      name: 'Documented-minimum answers (real-API fidelity)',
    });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    // The box shows the lab's state: it turns once the panel has read the setting back.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect.poll(async () => (await readLabSettings(lab())).documentedMinimum).toBe(true);
    await screenshot(page, 'documented-minimum-qa-panel');
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(async () => (await readLabSettings(lab())).documentedMinimum).toBe(false);
    await context.close();
  });

  it('`pnpm mock minimum off` restores the full answers', async () => {
    await minimum('on');
    await minimum('off');
    const setting = (await keysOf(`${stack().apiUrl}/api/v1/app-setting/app-version`)) as { itemInfo: object };
    expect(Object.keys(setting.itemInfo)).toContain('webAppVersion');
  });
});
