import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { artifactsDir } from './global-setup.ts';

/** Debian's Chromium (SPEC of the workplace: no browser downloads); override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Background networking flags stop Chromium calling Google's hosts, which this closed network refuses.
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, args, headless: true });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot under web/e2e/.artifacts/screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(artifactsDir, 'screenshots', `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
