import { describe, expect, it } from 'vitest';
import { newPage, settled } from '../harness/browser.ts';
import { setFlag } from '../harness/lab.ts';
import { browserPerFile } from '../harness/suite.ts';
import { seeded, signIn } from '../shell/session.ts';
import { galleryUrl } from './support.ts';

describe('feature flags (SPEC §1, §7, §9)', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  it('hides a feature whose flag is turned off, after the next poll (15 minutes)', async () => {
    const { context, page } = await newPage(chromium.browser);
    // The page's clock: the 15-minute poll of the real configuration is run without waiting 15 minutes.
    await page.clock.install();
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/frontend?')) polls.push(request.headers()['if-none-match'] ?? '');
    });
    await page.goto(galleryUrl());
    const badge = page.getByTestId('coming-soon-badge');
    await badge.waitFor();

    await setFlag('coming-soon', false);
    const pollsBefore = polls.length;
    await page.clock.fastForward('14:00');
    await settled(page);
    expect(polls).toHaveLength(pollsBefore);
    await expect.poll(() => badge.count()).toBe(1);

    await page.clock.fastForward('01:05');
    await expect.poll(() => badge.count()).toBe(0);
    expect(polls.length).toBeGreaterThanOrEqual(2);
    // The second poll sends back the first answer's ETag (conditional fetch).
    expect(polls[1]).toMatch(/^"/);
    await context.close();
  });

  it('sends the e-mail as the flag identity right after an in-page sign-in, with no reload (SPEC §1; issue 20)', async () => {
    const { context, page } = await newPage(chromium.browser);
    const identities: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/frontend') identities.push(url.searchParams.get('userId') ?? '');
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await signIn(page, seeded.user);
    await page.getByTestId('dashboard-company').waitFor();
    await expect.poll(() => identities.includes(seeded.user)).toBe(true);
    // One page load: /login. Sign-in, /otp and the dashboard happened inside it.
    expect(loads).toHaveLength(1);
    await context.close();
  });
});
