import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { type ApiUrls, outboxCode, sessionFor } from '../harness/api-as.ts';
import { networkQuiet, newPage, type viewports } from '../harness/browser.ts';
import { stack } from '../harness/stack.ts';
import type { BrowserPerFile, Language, Viewport } from '../harness/suite.ts';

/**
 * Signs in through the screens: e-mail, the code from the outbox typed into /otp, then the start-up rules. `base` is
 * the production preview unless a test drives the development build (the QA panel lives only there).
 */
export async function signIn(page: Page, email: string, base = stack().webUrl, api?: ApiUrls): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/otp');
  const code = await expect
    .poll(() => outboxCode(email, api).catch(() => ''))
    .toMatch(/^\d{6}$/)
    .then(() => outboxCode(email, api));
  // One input event with the whole code, as autofill sends it (the boxes spread it): six key presses raced the
  // boxes' focus moves when the machine was busy and left the code short.
  await page.getByTestId('otp-0').fill(code);
  await expect
    .poll(() =>
      page.locator('.otp-box').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join('')),
    )
    .toBe(code);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/otp'));
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * The dashboard after sign-in has finished loading: the company switcher carries the names the company calls answer
 * and every call the page made has its answer. A test that then changes what the API answers (a fault-lab scenario)
 * sees only its own calls.
 */
export async function dashboardLoaded(page: Page): Promise<void> {
  const names = () => page.getByTestId('company-switcher').locator('option').allTextContents();
  await expect.poll(async () => (await names()).length > 0 && !(await names()).includes('…')).toBe(true);
  await networkQuiet(page);
}

export const seeded = {
  admin: 'admin@daftar.local',
  user: 'user@daftar.local',
  newbie: 'newbie@daftar.local',
};

/** Seeded readers: the administrator reads Persian, the user English (docs/seed-data.md). */
export const readerOf = { fa: seeded.admin, en: seeded.user } as const;

let devices = 0;

/**
 * Local storage as the sign-in screens leave it for `email`, on a device of its own: the session is made through the
 * API, so only the tests of signing in pay for the sign-in screens. Pass it to `newPage`.
 */
export async function storedSession(email: string, api?: ApiUrls): Promise<Record<string, string>> {
  devices += 1;
  const session = await sessionFor(email, `e2e-page-${process.pid}-${devices}`, api);
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    deviceInfo: JSON.stringify(session.deviceInfo),
    // The profile's language already chosen.
    lang: session.language,
  };
}

/** A new page signed in as `email`, on the dashboard of its first company (see `storedSession`). */
export async function signedIn(
  browser: Browser,
  email: string,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await signedInAt(browser, email, '/dashboard', viewport);
  await session.page.getByTestId('dashboard-company').waitFor();
  return session;
}

/**
 * A new page signed in as `email`, opened at `path` (a signed-in screen, in its first company unless `storage` names
 * another): for a test that starts there, one page load instead of the dashboard's and then its own. The test waits
 * for its screen itself.
 */
export async function signedInAt(
  browser: Browser,
  email: string,
  path: string,
  viewport: keyof typeof viewports = 'desktop',
  storage: Record<string, string> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const stored = await storedSession(email);
  const language = stored.lang;
  const { context, page } = await newPage(browser, viewport, { localStorage: { ...stored, ...storage } });
  await page.goto(`${stack().webUrl}${path}`);
  // The page shows the reader's language with its whole map from the server, stored for the next page a test opens.
  await expect
    .poll(() =>
      page.evaluate(() => [document.documentElement.lang, localStorage.getItem('translations-lang')].join(' ')),
    )
    .toBe(`${language} ${language}`);
  return { context, page };
}

/** A new page signed in as the seeded newcomer, in a company of their own just created: it sees none of company 1. */
export async function inNewCompany(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await signIn(page, seeded.newbie);
  await page.goto(`${stack().webUrl}/register/create-business`);
  await page.locator('[data-testid="create-business-form"] input[name="name"]').fill('نانوایی سحر');
  await page.getByTestId('create-business-submit').click();
  await page.waitForURL('**/dashboard');
  return { context, page };
}

/** A case of `itSignedIn`: the reader of a language (`readerOf`), on a viewport (desktop unless named). */
export interface SignedInCase {
  language: Language;
  viewport?: Viewport;
}

/**
 * A test per case, named by its language (and viewport), each on a new page signed in as the case's reader: at `path`
 * (`signedInAt`; the test waits for its screen), or on the dashboard without one (`signedIn`). What the tests check
 * is the enclosing `describe`'s name. The page's context is closed once the body passes; a failing test leaves it
 * open for its evidence (suite.ts).
 */
export function itSignedIn<Case extends SignedInCase>(
  files: BrowserPerFile,
  cases: readonly Case[],
  path: string | undefined,
  body: (session: Case & { context: BrowserContext; page: Page }) => Promise<void>,
  timeout?: number,
): void {
  for (const each of cases) {
    it(
      each.viewport ? `${each.language} on ${each.viewport}` : `in ${each.language}`,
      async () => {
        const email = readerOf[each.language];
        const session = path
          ? await signedInAt(files.browser, email, path, each.viewport)
          : await signedIn(files.browser, email, each.viewport);
        await body({ ...each, ...session });
        await session.context.close();
      },
      timeout,
    );
  }
}
