import type { JournalEntry } from '@daftar/contracts/endpoints/mock-control';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearDrift,
  createLabClient,
  readGateway,
  readJournal,
  resetScenario,
  runScenario,
  updateGateway,
} from '../../src/dev-panel/lab-client.ts';
import type { HttpClient } from '../../src/lib/api/http-client.ts';
import { scenarioCases } from '../fault-lab/cases.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../harness/browser.ts';
import { addRule, resetStack } from '../harness/lab.ts';
import { stack } from '../harness/stack.ts';
import { dashboardLoaded, seeded, signIn, storedSession } from '../shell/session.ts';
import { type GatewayStack, startGatewayStack } from './gateway-stack.ts';

let gateway: GatewayStack;
let browser: Browser;
let lab: HttpClient;

beforeAll(async () => {
  [gateway, browser] = await Promise.all([startGatewayStack(), launchBrowser()]);
  lab = createLabClient(gateway.proxy);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  await resetStack();
});

const lastJournalId = async () => Math.max(0, ...(await readJournal(lab, 0)).map((entry) => entry.id));
/** Every call the proxy answered after `since`, the QA panel's own calls to the lab left out (they are not journaled). */
const journalSince = (since: number): Promise<JournalEntry[]> => readJournal(lab, since);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Open the QA fault lab' }).click();
  return page.getByRole('region', { name: 'QA fault lab' });
}

/** What the visit shows: the company on the dashboard, the companies to switch to, the profile's company. */
async function visit(page: Page): Promise<string[]> {
  await page.goto(`${gateway.web}/dashboard`);
  await dashboardLoaded(page);
  const dashboard = await page.getByTestId('dashboard-company').textContent();
  const companies = await page.getByTestId('company-switcher').locator('option').allTextContents();
  await page.getByTestId('user-menu').click();
  await page.locator('.user-menu-list a[href="/profile"]').click();
  await expect.poll(() => page.getByTestId('profile-company').textContent()).not.toBe('—');
  return [dashboard ?? '', ...companies, (await page.getByTestId('profile-company').textContent()) ?? ''];
}

describe('the SPA against the real API through the local mock (issue 29)', () => {
  it('signs in through the proxy and works on the real data; the journal marks every answer as the upstream’s', async () => {
    const since = await lastJournalId();
    const { context, page } = await newPage(browser);
    await signIn(page, seeded.user, gateway.web, gateway.upstream);
    await dashboardLoaded(page);
    await expect.poll(() => page.getByTestId('dashboard-company').textContent()).not.toBe('');
    const journal = await journalSince(since);
    const verify = journal.find((entry) => entry.path === '/api/v1/auth/email/verify');
    expect(verify).toMatchObject({ status: 200, source: 'upstream' });
    expect(verify?.upstreamMs).toBeGreaterThan(0);
    expect(journal.filter((entry) => entry.source !== 'upstream')).toEqual([]);
    await context.close();
  });

  for (const scenario of ['access-token-expired', 'banking-422']) {
    it(`puts the fault lab on top of the real API: ${scenario}`, async () => {
      const scenarioCase = scenarioCases.find((candidate) => candidate.scenario === scenario);
      if (!scenarioCase?.signedInAs) throw new Error(`no signed-in case for ${scenario}`);
      const localStorage = await storedSession(scenarioCase.signedInAs, gateway.upstream);
      const { context, page } = await newPage(browser, 'desktop', { localStorage });
      await scenarioCase.arrange(page, gateway.web);
      const since = await lastJournalId();
      await runScenario(lab, scenario);
      await scenarioCase.act(page, gateway.web);
      await scenarioCase.verify(page, () => journalSince(since));
      const journal = await journalSince(since);
      // The lab answered the fault; the rest (the refresh, the re-exchange) went to the real API.
      expect(journal.some((entry) => entry.source === 'lab' && [401, 422].includes(entry.status))).toBe(true);
      expect(journal.some((entry) => entry.source === 'upstream')).toBe(true);
      await resetScenario(lab, scenario);
      await context.close();
    });
  }

  it('records a visit with the panel’s switch, and replays it the same with the real API stopped', async () => {
    const localStorage = await storedSession(seeded.user, gateway.upstream);
    const switcher = await newPage(browser);
    await switcher.page.goto(`${gateway.web}/login`);
    const panel = await openPanel(switcher.page);
    // The switch shows the server's state: it turns on once the server has started recording.
    await panel.getByLabel('Record every exchange').click();
    await panel.getByText(/\d+ into /).waitFor();
    await switcher.context.close();

    const recorded = await newPage(browser, 'desktop', { localStorage });
    const seen = await visit(recorded.page);
    await recorded.context.close();
    const recording = (await updateGateway(lab, { recording: { on: false } })).recording;
    expect(recording).toBeNull();

    await gateway.stopUpstream();
    const state = await updateGateway(lab, { replay: { on: true } });
    expect(state.replay?.exchanges).toBeGreaterThan(5);
    const since = await lastJournalId();
    const replayed = await newPage(browser, 'desktop', { localStorage });
    expect(await visit(replayed.page)).toEqual(seen);
    await replayed.context.close();
    const journal = await journalSince(since);
    expect(journal.length).toBeGreaterThan(0);
    expect(journal.every((entry) => entry.source === 'replay')).toBe(true);
    await updateGateway(lab, { replay: { on: false } });
  });

  it('shows a drift planted in another API in the panel’s drift tab, naming the field', async () => {
    const answer = (await (await fetch(`${stack().apiUrl}/api/v1/app-setting/app-version`)).json()) as {
      itemInfo: Record<string, unknown>;
    };
    // One field of one answer of another type: translationVersion as a string.
    await addRule({
      match: { host: 'main', method: 'GET', path: '/api/v1/app-setting/app-version' },
      respond: {
        kind: 'status',
        status: 200,
        body: {
          ...answer,
          itemInfo: { ...answer.itemInfo, translationVersion: String(answer.itemInfo.translationVersion) },
        },
      },
    });
    await updateGateway(lab, { upstream: { main: stack().apiUrl, pay: stack().payApiUrl } });
    expect((await readGateway(lab)).upstream.main).toBe(stack().apiUrl);
    await clearDrift(lab);
    const { context, page } = await newPage(browser);
    await page.goto(`${gateway.web}/login`);
    const panel = await openPanel(page);
    await panel.getByRole('tab', { name: 'Drift' }).click();
    const row = panel.getByRole('table', { name: 'Contract drift' }).getByRole('row', { name: /getAppSetting/ });
    await expect
      .poll(() => row.first().textContent(), { timeout: 30_000 })
      .toContain('itemInfo.translationVersion is string, expected number');
    // For people to look at: the drift tab and the lab tab's real-API part, on a desktop and on a phone.
    for (const viewport of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewports[viewport]);
      await screenshot(page, `gateway-drift-${viewport}`);
      await panel.getByRole('tab', { name: 'Lab' }).click();
      await panel.getByText('Record every exchange').waitFor();
      await screenshot(page, `gateway-lab-${viewport}`);
      await panel.getByRole('tab', { name: 'Drift' }).click();
    }
    await context.close();
  });
});
