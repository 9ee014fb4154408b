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

/**
 * Resolves once the page has painted what it was told to: two animation frames have passed (so a key press or a
 * click has been handled and rendered), fonts are loaded and no finite CSS transition or animation is still
 * running (a spinner's endless one does not count).
 * Tests wait for this condition instead of for a fixed time, which a busy machine would outrun.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              document.fonts.status === 'loaded' &&
                document
                  .getAnimations()
                  .every(
                    (animation) =>
                      animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
                  ),
            ),
          ),
        ),
      ),
  );
}

/** Saves a full-page screenshot under web/e2e/.artifacts/screenshots/ for people to look at, once the page settled. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(artifactsDir, 'screenshots', `${name}.png`);
  await settled(page);
  await page.screenshot({ path, fullPage: true });
  return path;
}
