import type { JournalEntry } from '@daftar/contracts/endpoints/mock-control';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dashboardLoaded, pathOf, seeded } from '../shell/session.ts';

/**
 * One QA recipe of docs/qa.md: get to where the scenario matters, do what the user does after it
 * starts, then check what the SPA shows and what the journal recorded after the start.
 */
export interface ScenarioCase {
  scenario: string;
  /** Who the page is signed in as before `arrange` (a session made through the API), if anyone. */
  signedInAs?: string;
  arrange(page: Page, base: string): Promise<void>;
  act(page: Page, base: string): Promise<void>;
  /** `since` reads the journal entries recorded after the scenario started; call it after the page has settled. */
  verify(page: Page, since: () => Promise<JournalEntry[]>): Promise<void>;
}

const refreshPath = '/auth/refresh-tokens';
const exchangePath = '/neobank/general/web/login-oauth';

const calls = (journal: JournalEntry[], method: string, path: string) =>
  journal.filter((entry) => entry.method === method && entry.path === path);
const banking = (journal: JournalEntry[]) =>
  journal.filter((entry) => entry.path.startsWith('/neobank/') && entry.path !== exchangePath);
const statuses = (entries: JournalEntry[]) => entries.map((entry) => entry.status);

/** The dashboard's own calls done: the scenario's journal then holds only what the case does. */
async function onDashboard(page: Page, base: string) {
  await page.goto(`${base}/dashboard`);
  await dashboardLoaded(page);
}

async function openProfile(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.locator('.user-menu-list a[href="/profile"]').click();
}

async function intoBanking(page: Page, base: string) {
  await page.goto(`${base}/banking?code=BANK-DEMO-USER`);
  await page.getByTestId('deposits').waitFor();
}

const bankingStored = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('bank_auth_code'), localStorage.getItem('bank_auth_token')]);

/** A banking call refused in a way that ends the banking session (SPEC §4, §8): credentials cleared. */
function bankingSessionEnds(scenario: string, status: number): ScenarioCase {
  return {
    scenario,
    signedInAs: seeded.user,
    arrange: intoBanking,
    act: (page) => page.reload().then(() => undefined),
    async verify(page, since) {
      await page.waitForURL('**/banking/auth');
      expect(await bankingStored(page)).toEqual([null, null]);
      const journal = await since();
      const refused = banking(journal).filter((entry) => entry.ruleName === scenario);
      expect(statuses(refused)).toEqual([status]);
    },
  };
}

/** The fa message of a failure to reach the API (web/src/i18n/translations.ts). */
const unreachableFa = 'ارتباط با سرور برقرار نشد و چیزی ذخیره نشد. اتصال را بررسی کنید و دوباره تلاش کنید.';

/** A new person typed in, ready to save (the next code filled in by the form). */
async function personTyped(page: Page, base: string) {
  await page.goto(`${base}/stakeholders/create`);
  await expect.poll(() => page.getByTestId('field-code').inputValue()).toMatch(/^\d+$/);
  await page.getByTestId('field-firstName').fill('پرستو');
  await page.getByTestId('field-lastName').fill(`آزمایشی ${Date.now()}`);
}

const saveForm = (page: Page) => page.getByTestId('form-save').click();
const stakeholderPosts = (journal: JournalEntry[]) =>
  journal.filter((entry) => entry.method === 'POST' && /^\/api\/v1\/companies\/\d+\/stakeholders$/.test(entry.path));

/**
 * A new person's save under a scenario whose answer never reaches the form: the form says the server could not be
 * reached; `then` checks what follows.
 */
function personSaveUnreachable(scenario: string, then: ScenarioCase['verify']): ScenarioCase {
  return {
    scenario,
    signedInAs: seeded.admin,
    arrange: personTyped,
    act: saveForm,
    async verify(page, since) {
      await expect.poll(() => page.getByTestId('form-failure').textContent()).toBe(unreachableFa);
      await then(page, since);
    },
  };
}

export const scenarioCases: ScenarioCase[] = [
  personSaveUnreachable('server-unreachable', async (page, since) => {
    await page.getByTestId('form-retry').waitFor();
    await page.getByTestId('offline-banner').waitFor();
    const posts = stakeholderPosts(await since());
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((entry) => entry.status === 0 && entry.ruleName === 'server-unreachable')).toBe(true);
  }),
  personSaveUnreachable('answer-lost', async (page, since) => {
    // The person was written; "try again" gets the first answer back (the same Idempotency-Key), not a second one.
    await page.getByTestId('form-retry').click();
    await page.waitForURL(/\/stakeholders\/\d+$/);
    const posts = stakeholderPosts(await since());
    expect(statuses(posts)).toEqual([0, 201]);
    expect(posts[0]?.ruleName).toBe('answer-lost');
  }),
  {
    scenario: 'access-token-expired',
    signedInAs: seeded.user,
    arrange: onDashboard,
    act: openProfile,
    async verify(page, since) {
      await expect.poll(() => page.getByTestId('profile-company').textContent()).not.toBe('—');
      expect(pathOf(page)).toBe('/profile');
      const journal = await since();
      expect(statuses(calls(journal, 'PUT', refreshPath))).toEqual([200]);
      expect(journal.some((entry) => entry.status === 401)).toBe(true);
    },
  },
  {
    scenario: 'refresh-token-rejected',
    signedInAs: seeded.user,
    arrange: onDashboard,
    act: openProfile,
    async verify(page, since) {
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
      const journal = await since();
      expect(statuses(calls(journal, 'PUT', refreshPath))).toEqual([401]);
    },
  },
  {
    scenario: 'bank-token-rejected',
    signedInAs: seeded.user,
    arrange: intoBanking,
    act: (page) => page.reload().then(() => undefined),
    async verify(page, since) {
      await page.getByTestId('deposits').waitFor();
      expect(pathOf(page)).toBe('/banking/dashboard');
      const journal = await since();
      expect(statuses(calls(journal, 'POST', exchangePath))).toEqual([200]);
      expect(statuses(banking(journal).filter((entry) => entry.ruleName === 'bank-token-rejected'))).toEqual([401]);
    },
  },
  bankingSessionEnds('banking-422', 422),
  bankingSessionEnds('banking-500-unauthorized', 500),
  bankingSessionEnds('banking-invalid-credentials', 400),
  {
    scenario: 'slow-network',
    signedInAs: seeded.user,
    arrange: onDashboard,
    act: openProfile,
    async verify(page, since) {
      // SPEC §2: the pending indicator shows after 1 s; every answer here takes at least 1.5 s.
      await page.getByTestId('pending').waitFor({ timeout: 5000 });
      await expect.poll(() => page.getByTestId('profile-company').textContent(), { timeout: 15_000 }).not.toBe('—');
      const journal = await since();
      const slowed = journal.filter((entry) => entry.ruleName === 'slow-network');
      expect(slowed.length).toBeGreaterThan(0);
      expect(Math.min(...slowed.map((entry) => entry.latencyMs))).toBeGreaterThanOrEqual(1500);
    },
  },
  {
    scenario: 'payment-host-down',
    signedInAs: seeded.user,
    arrange: onDashboard,
    act: (page, base) => page.goto(`${base}/pay`).then(() => undefined),
    async verify(page, since) {
      // The payment host not answering is no crash: the screen says the server cannot be reached.
      await page.getByTestId('unreachable-state').waitFor();
      await expect.poll(() => page.getByTestId('route-error').count()).toBe(0);
      const journal = await since();
      const pay = journal.filter((entry) => entry.host === 'pay');
      expect(pay.length).toBeGreaterThan(0);
      expect(pay.every((entry) => entry.status === 0 && entry.ruleName === 'payment-host-down')).toBe(true);
      // The rest of the app still works.
      await openProfile(page);
      await expect.poll(() => page.getByTestId('profile-company').textContent()).not.toBe('—');
    },
  },
  {
    scenario: 'new-web-version',
    arrange: (page, base) => page.goto(`${base}/login`).then(() => undefined),
    act: (page) => page.reload().then(() => undefined),
    async verify(page, since) {
      await page.getByRole('dialog').getByRole('button', { name: 'به‌روزرسانی' }).waitFor();
      const journal = await since();
      expect(calls(journal, 'GET', '/api/v1/app-setting/app-version').length).toBeGreaterThan(0);
    },
  },
];
