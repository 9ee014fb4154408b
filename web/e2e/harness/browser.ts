import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { expect } from 'vitest';
import { isSwept, sweep } from './accessibility.ts';
import { goInApp } from './app-page.ts';
import { journalPage } from './failure-evidence.ts';
import { artifactsDir } from './global-setup.ts';

/** Debian's Chromium (SPEC of the workplace: no browser downloads); override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright turns off with its own `--disable-features`. A second such flag replaces the first (Chromium
 * reads the last), so ours repeats them; `platform/browser-flags.e2e.test.ts` fails when Playwright's list changes.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 draws the omnibox's popups as WebUI pages, and every new window (a Playwright page) preloads two of
 * them in a renderer of their own: 0.8 s of Chromium's CPU for each page a test opens, 43% of a signed-in page's load
 * (1.8 s → 1.0 s, 1,130 → 810 ms), for a toolbar no headless test sees.
 */
const omniboxWebUi = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

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
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxWebUi].join(',')}`,
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, args, headless: true });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  /** An accountant's laptop: the width wide reports must fit (issue 33). */
  laptop: { width: 1366, height: 768 },
  phone: { width: 375, height: 740 },
} as const;

export interface PageOptions {
  /**
   * Service workers are blocked unless a test is about them: the PWA's worker precaches the whole build in every new
   * context, about 2 s of Chromium's CPU that every other test would pay for.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Local storage of the web app's origin as the page opens (a signed-in session, say). */
  localStorage?: Record<string, string>;
}

export async function newPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // An init script is far cheaper than Playwright's storageState (which loads the origin in a page of its own). It
  // writes once per context: a later sign-out or token refresh must not be undone by the next navigation.
  if (options.localStorage) {
    await context.addInitScript(
      ({ entries, marker }) => {
        if (localStorage.getItem(marker)) return;
        for (const [name, value] of entries) localStorage.setItem(name, value);
        localStorage.setItem(marker, '1');
      },
      { entries: Object.entries(options.localStorage), marker: 'e2e-harness-storage-written' },
    );
  }
  // Playwright's 30 s for an action or a navigation is a ceiling a busy 2-core machine reaches (a reload behind the
  // gateway's two stacks at a load average of 25); waits end on their condition, so a longer one costs nothing.
  context.setDefaultTimeout(60_000);
  // What a test leaves on screen when it closes its context is a screen too: the accessibility sweep looks first.
  const close = context.close.bind(context);
  context.close = async (closeOptions) => {
    for (const open of context.pages()) await sweep(open);
    await close(closeOptions);
  };
  const page = await context.newPage();
  trackRequests(page);
  journalPage(page);
  return { context, page };
}

/** The requests each page has sent and not yet seen answered (or failed). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
}

/**
 * Resolves once the page has painted and no request it sent is still waiting for its answer: a screen's late calls
 * (a dashboard widget's, say) cannot then land in what a test arranges next, such as a fault-lab scenario.
 */
export async function networkQuiet(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await settled(page);
      return inFlight.get(page)?.size ?? 0;
    })
    .toBe(0);
  await sweep(page);
}

/**
 * Waits until the sweep has checked the screen the page shows in this run (a busy region is waited out, not skipped):
 * for a screen reached by the router, whose late calls can still dim a region when the test's own wait ends.
 */
export async function sweptScreen(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await sweep(page);
      return isSwept(page);
    })
    .toBe(true);
}

/** Moves in the app to `path` (goInApp), waits for the screen's parts and then for the sweep to have checked it. */
export async function sweptScreenAt(page: Page, path: string, ...testIds: string[]): Promise<void> {
  await goInApp(page, path);
  for (const testId of testIds) await page.getByTestId(testId).first().waitFor();
  await sweptScreen(page);
}

/**
 * Loads every font face the page's text asks for: each element's computed font with the text it shows. A face the
 * layout has not requested yet leaves `document.fonts.status` at "loaded" while the text is laid out in a fallback
 * (seen on a busy CI machine with index.html's sign-in shell), so the status alone does not say the text has its font.
 */
function loadUsedFonts(): Promise<unknown> {
  const texts = new Map<string, string>();
  const add = (element: Element, text: string) => {
    if (text.trim() === '') return;
    const style = getComputedStyle(element);
    const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    texts.set(font, (texts.get(font) ?? '') + text);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement) add(node.parentElement, node.nodeValue ?? '');
  }
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    add(field, `${field.value}${field.placeholder}`);
  }
  return Promise.all([...texts].map(([font, text]) => document.fonts.load(font, text)));
}

/**
 * Resolves once the page has painted what it was told to: the fonts its text uses are loaded, two animation frames
 * have passed (so a key press or a click has been handled and rendered) and no finite CSS transition or animation
 * is still running (a spinner's endless one does not count).
 * Tests wait for this condition instead of for a fixed time, which a busy machine would outrun.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(loadUsedFonts);
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

/**
 * Whether screenshots are written: for people to look at, so not on CI, where nobody opens them and a full-page
 * capture (the page laid out at its whole height, drawn and encoded) is a large part of a screenshot test's CPU.
 * `E2E_SCREENSHOTS=1` writes them there too, `E2E_SCREENSHOTS=0` skips them here.
 */
const writeScreenshots = (process.env.E2E_SCREENSHOTS ?? (process.env.CI === 'true' ? '0' : '1')) !== '0';

/**
 * Saves a full-page screenshot under web/e2e/.artifacts/screenshots/ for people to look at, once the page settled;
 * the accessibility sweep looks at the screen either way.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  await sweep(page);
  if (writeScreenshots)
    await page.screenshot({ path: join(artifactsDir, 'screenshots', `${name}.png`), fullPage: true });
}

/**
 * The names of one case's screenshots of an area, `area-screen-language-viewport` (`items-list-fa-desktop`): the
 * four cases of a screen sort together in the screenshots folder.
 */
export const screenshotNames =
  (area: string, { language, viewport }: { language: string; viewport: string }) =>
  (screen: string): string =>
    `${area}-${screen}-${language}-${viewport}`;

/** Whether the page is no wider than its window: nothing scrolls sideways, on a 375 px phone either. */
export const fitsWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A screenshot of a screen that must fit its window's width, as the app's screens do: the test fails if it does not. */
export async function screenshotFitting(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect(await fitsWidth(page)).toBe(true);
}
