import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { seriousRulesOf } from './axe-rules.ts';

/**
 * The accessibility sweep (issue 33): axe-core runs on the pages the e2e tests already open, once per screen (route
 * pattern), language and viewport in the whole run, at a moment the page is quiet (its requests answered, nothing
 * animating, no region busy). A serious or critical finding fails the test that showed the screen, naming the
 * element. No page is loaded for the sweep: it costs one axe run per screen, not a crawl.
 */
// Under web/e2e/.artifacts, as global-setup.ts's artifactsDir (which imports this file, so cannot be imported here).
const sweepDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'accessibility');
/** One line per screen checked (key, milliseconds, findings): what the sweep covered and what it cost. */
export const sweepLog = join(sweepDir, 'checked.log');
const claimsDir = join(sweepDir, 'claims');

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Only findings of these rules can fail a test: the others are not run (axe-rules.ts). */
const rules = seriousRulesOf(axeSource);

/** Called once per run by the global set-up: every screen is unchecked again. */
export function resetSweep(): void {
  rmSync(sweepDir, { recursive: true, force: true });
  mkdirSync(claimsDir, { recursive: true });
}

/** A path's screen: ids and numbers (a record's, a year's) become `:id`, so every record page counts once. */
export function routePattern(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) && !/^[a-z]+(-[a-z]+)*$/.test(segment) ? ':id' : segment))
    .join('/');
}

/** The screens the issue names: Persian and English on a desktop, Persian on a phone. */
function inScope(language: string, viewport: string): boolean {
  return language === 'fa' || viewport === 'desktop';
}

const claimFile = (key: string) => join(claimsDir, createHash('sha1').update(key).digest('hex'));

/** Whether this screen is still unchecked in the run, claiming it if so (a file per screen, shared by the workers). */
function claim(key: string): boolean {
  try {
    closeSync(openSync(claimFile(key), 'wx'));
    return true;
  } catch {
    return false;
  }
}

export interface Finding {
  screen: string;
  url: string;
  text: string;
}

const findings: Finding[] = [];

/** The findings since the last call, for the running test to fail on (suite.ts). */
export function takeFindings(): Finding[] {
  return findings.splice(0);
}

interface PageState {
  path: string;
  language: string;
  dialog: boolean;
  busy: boolean;
}

function readState(): PageState {
  const animating = document
    .getAnimations()
    .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
  return {
    path: location.pathname,
    language: document.documentElement.lang,
    dialog: document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null,
    // A region that says it is loading (a list refetching dims its rows) is not the screen a person reads.
    busy:
      animating ||
      document.querySelector('.loading-screen, [aria-busy="true"]') !== null ||
      document.fonts.status !== 'loaded',
  };
}

/** The sweep's name of the screen the page shows, e.g. `/income/:id/edit fa phone`; none when out of scope. */
function screenKey(page: Page, state: PageState): string | undefined {
  const viewport = (page.viewportSize()?.width ?? 1280) < 768 ? 'phone' : 'desktop';
  if (!state.language || !inScope(state.language, viewport)) return undefined;
  return `${routePattern(state.path)}${state.dialog ? ' (dialog)' : ''} ${state.language} ${viewport}`;
}

/** Whether the screen the page shows has been checked in this run, by any test (or is out of the sweep's scope). */
export async function isSwept(page: Page): Promise<boolean> {
  const state = await page.evaluate(readState);
  const screen = screenKey(page, state);
  return screen === undefined ? state.language !== '' : existsSync(claimFile(screen));
}

function describe(results: AxeResults): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 160)}\n      ${(
            node.failureSummary ?? violation.help
          ).replace(/\n/g, ' ')}`,
      ),
    );
}

/**
 * Runs axe on the page when its screen is in scope and unchecked in this run and the page is quiet. Call it where the
 * page shows what a test waited for (networkQuiet, screenshot, a context's close); it never throws for a finding,
 * the test fails on it afterwards with every finding of the test.
 */
export async function sweep(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const state = await page.evaluate(readState).catch(() => undefined);
  const screen = state && !state.busy ? screenKey(page, state) : undefined;
  if (!screen || !claim(screen)) return;
  const started = performance.now();
  // A string is evaluated through the DevTools protocol, which the page's CSP (no eval, no inline script) does not see.
  const injected = await page.evaluate('Boolean(window.axe)').catch(() => undefined);
  if (injected === false) await page.evaluate(axeSource).catch(() => undefined);
  const results = await page
    .evaluate(
      (values) =>
        (window as unknown as { axe: { run: (context: object, options: object) => Promise<unknown> } }).axe.run(
          // A long table's rows past the fifth repeat the first five's markup and colours: skipping them keeps a run
          // on the journal or a 300-line voucher as cheap as on a short one.
          {
            exclude: [
              ['tbody > tr:nth-child(n+6)'],
              ['[role="row"]:nth-child(n+6)'],
              ['[data-testid="voucher-line"]:nth-child(n+6)'],
            ],
          },
          {
            runOnly: { type: 'rule', values },
            resultTypes: ['violations'],
          },
        ),
      rules,
    )
    .catch(() => undefined);
  const ms = Math.round(performance.now() - started);
  if (!results) {
    appendFileSync(sweepLog, `${screen}\t${ms}\tnot run (the page moved on)\n`);
    return;
  }
  const lines = describe(results as AxeResults);
  appendFileSync(sweepLog, `${screen}\t${ms}\t${lines.length}\n`);
  if (lines.length > 0) findings.push({ screen, url: page.url(), text: lines.join('\n    ') });
}

/** The message a test fails with: each screen, its address and its findings' elements. */
export function findingsMessage(found: Finding[]): string {
  return [
    `accessibility (axe-core): ${found.length} screen(s) with serious or critical findings`,
    ...found.map((finding) => `  ${finding.screen} (${finding.url}):\n    ${finding.text}`),
  ].join('\n');
}
