import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { sweep, takeFindings } from './accessibility.ts';
import { launchBrowser, type viewports } from './browser.ts';
import { saveFailureEvidence } from './failure-evidence.ts';
import { resetStack } from './lab.ts';

export interface BrowserPerFile {
  /** The file's Chromium; read it inside a test (it is launched before the first one). */
  readonly browser: Browser;
}

/**
 * The arrangement every browser test file shares, called once inside its `describe`: one Chromium launched before
 * the first test and closed after the last, and every test starting from the seeded stack (the fault lab's reset).
 * `resetAfterAll` also resets once more at the end, for files that leave flags, texts or scenarios changed. A test
 * whose screens the accessibility sweep found serious or critical findings on fails (accessibility.ts). A failed
 * test leaves a screenshot and a journal of each page it left open (failure-evidence.ts).
 */
export function browserPerFile(options: { resetAfterAll?: boolean } = {}): BrowserPerFile {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    if (options.resetAfterAll) await resetStack();
    await launched?.close();
  });
  beforeEach(() => resetStack());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await saveFailureEvidence(task.name);
      takeFindings();
      return;
    }
    // The screens the test left open are swept as they are (a finding fails the test: accessibility-setup.ts).
    for (const context of launched?.contexts() ?? []) for (const page of context.pages()) await sweep(page);
  });
  return {
    get browser(): Browser {
      if (!launched) throw new Error('The browser is launched in beforeAll: read it inside a test.');
      return launched;
    },
  };
}

export type Language = 'fa' | 'en';
export type Viewport = keyof typeof viewports;

/** Both languages, Persian first (the default). */
export const languages: readonly Language[] = ['fa', 'en'];

/** Both languages on both viewports: the four cases a screen is looked at in (fa desktop, fa phone, en …). */
export const languagesAndViewports: readonly { language: Language; viewport: Viewport }[] = languages.flatMap(
  (language) => (['desktop', 'phone'] as const).map((viewport) => ({ language, viewport })),
);

/**
 * A flow's cases: each language once and each viewport once — Persian on a desktop, English on a 375 px phone. A flow
 * behaves the same in the other two combinations; repeating it there doubled the suite's time for no new failure.
 * Screenshot tests still visit all four (`languagesAndViewports`).
 */
export const flowCases: readonly { language: Language; viewport: Viewport }[] = [
  { language: 'fa', viewport: 'desktop' },
  { language: 'en', viewport: 'phone' },
];
