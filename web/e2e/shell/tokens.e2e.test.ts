import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startScenario } from '../harness/lab.ts';
import { dashboardLoaded, pathOf, seeded, signedIn } from './session.ts';
import { browserPerFile } from '../harness/suite.ts';

/** Counts the SPA's own requests as the browser sends them. */
function watchRequests(page: Page) {
  const seen: { method: string; path: string }[] = [];
  page.on('request', (request) => seen.push({ method: request.method(), path: new URL(request.url()).pathname }));
  return (method: string, path: string) =>
    seen.filter((entry) => entry.method === method && entry.path === path).length;
}

async function openProfileInApp(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.locator('.user-menu-list a[href="/profile"]').click();
}

// Sessions are made through the API (signedIn): the tokens' life is what these check, the sign-in screens have theirs.
describe('access and refresh tokens (SPEC §4)', () => {
  const chromium = browserPerFile();

  it('an access token expiring mid-session is invisible: parallel calls cause exactly one refresh', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    await dashboardLoaded(page);
    const count = watchRequests(page);
    const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await startScenario('access-token-expired');
    // /profile loads the devices and the active company in parallel; both answer 401 first.
    await openProfileInApp(page);
    await expect.poll(() => page.getByTestId('profile-company').textContent()).not.toBe('—');
    expect(pathOf(page)).toBe('/profile');
    expect(count('GET', '/api/v1/users/devices')).toBe(2);
    expect(count('PUT', '/auth/refresh-tokens')).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
    await context.close();
  });

  it('a failed refresh clears the refresh token and goes to /login', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    await dashboardLoaded(page);
    await startScenario('refresh-token-rejected');
    await openProfileInApp(page);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    await context.close();
  });

  it('sign-out revokes the session and returns to /login', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([
      null,
      null,
    ]);
    await context.close();
  });
});
