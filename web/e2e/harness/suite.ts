import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { sweep, takeFindings } from './accessibility.ts';
import { launchBrowser, type viewports } from './browser.ts';
import { saveFailureEvidence } from './failure-evidence.ts';
import { resetStack } from './lab.ts';

export interface BrowserPerFile {
  /** The worker's Chromium; read it inside a test (it is ready before the first one). */
  readonly browser: Browser;
}

/**
 * One Chromium per worker, launched by its first file and kept for the next: a worker runs its files in turn and
 * shares its modules (`isolate: false`), and a launch cost about 0.4 s and a second of Chromium's CPU per file. Files
 * stay apart as tests do, by browser contexts (each with its own storage and cache). A browser that went away (a
 * crash) is launched again by the next file.
 */
let workerBrowser: Promise<Browser> | undefined;

function browserOfWorker(): Promise<Browser> {
  if (!workerBrowser) {
    const launching = launchBrowser();
    workerBrowser = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (workerBrowser === launching) workerBrowser = undefined;
        }),
      () => {
        if (workerBrowser === launching) workerBrowser = undefined;
      },
    );
  }
  return workerBrowser;
}

/**
 * The arrangement every browser test file shares, called once inside its `describe`: the worker's Chromium (see
 * `browserOfWorker`), every context a test left open closed after the file's last test, and every test starting from
 * the seeded stack (the fault lab's reset). `resetAfterAll` also resets once more at the end, for files that leave
 * flags, texts or scenarios changed. A test whose screens the accessibility sweep found serious or critical findings
 * on fails (accessibility.ts). A failed test leaves a screenshot and a journal of each page it left open
 * (failure-evidence.ts).
 */
export function browserPerFile(options: { resetAfterAll?: boolean } = {}): BrowserPerFile {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await browserOfWorker();
  });
  afterAll(async () => {
    if (options.resetAfterAll) await resetStack();
    // The next file starts with no context of this one's. The pages close first: a context's close() would sweep
    // them, and a finding then would fail the next file's first test (afterEach swept them already).
    for (const context of launched?.contexts() ?? []) {
      await Promise.all(context.pages().map((page) => page.close()));
      await context.close();
    }
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

/**
 * A Chromium of the file's own, launched before its first test and closed after its last, without
 * `browserPerFile`'s sweeps and evidence: for the checks of the browser and the build themselves, and files that
 * look at their screens their own way. `resetEachTest` starts every test from the seeded stack.
 */
export function ownBrowser(options: { resetEachTest?: boolean } = {}): BrowserPerFile {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => launched?.close());
  if (options.resetEachTest) beforeEach(() => resetStack());
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

/** Both languages as a test's cases, each on a desktop. */
export const languageCases: readonly { language: Language }[] = languages.map((language) => ({ language }));

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

/**
 * The other two combinations (Persian on a phone, English on a desktop): for an area's second long flow, so that
 * with its first (`flowCases`) the area is seen in all four without running four of one flow on a loaded machine.
 */
export const otherFlowCases: readonly { language: Language; viewport: Viewport }[] = [
  { language: 'fa', viewport: 'phone' },
  { language: 'en', viewport: 'desktop' },
];
