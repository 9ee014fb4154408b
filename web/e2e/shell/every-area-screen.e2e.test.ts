import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSwept } from '../harness/accessibility.ts';
import { networkQuiet } from '../harness/browser.ts';
import { browserPerFile, type Language } from '../harness/suite.ts';
import { bankOf } from '../banking/support.ts';
import { open, sweepCases, type Walk, walkSignedIn } from './screen-walk.ts';

/**
 * The accessibility sweep's screens of the bank, the pay terminal, people's statements, the company's records and
 * registration that no flow opens in every case (issue 33), each record found by the first link to one.
 */
function banking(language: Language): Walk {
  const { code, depositId, cardId } = bankOf[language];
  return {
    start: `/banking?code=${code}`,
    ready: 'deposits',
    steps: [
      '/banking/dashboard/overview',
      '/banking/dashboard/deposits',
      '/banking/dashboard/cards',
      '/banking/dashboard/saved-accounts',
      '/banking/dashboard/management',
      '/banking/dashboard/workbook',
      '/banking/open-deposit',
      '/banking/transfer/card',
      '/banking/transfer/deposit',
      '/banking/transfer/bank',
      `/banking/cards/${cardId}`,
      `/banking/deposits/${depositId}`,
      { link: /^\/banking\/transactions\/[^/]+$/ },
      { on: '/banking/dashboard/bills', link: /^\/banking\/bills\/[^/]+$/ },
    ],
  };
}

/** A terminal's pages from one of its payment links (/pay/terminals/{id}/{linkId}). */
const terminalPages = (link: string) => {
  const terminal = link.replace(/\/\d+$/, '');
  return [
    `${link}/edit`,
    terminal,
    `${terminal}/purchases`,
    `${terminal}/settings`,
    `${terminal}/new-purchase`,
    `${terminal}/new-payment`,
    `${terminal}/new-event`,
  ];
};

/**
 * The English reader's companies (docs/seed-data.md): «بازرگانی آرمان», with the seeded terminals, where they are an
 * accountant, and «کافه نارنج», which they own (its employees and payment methods are theirs to edit).
 */
const arman = { businessId: '1' };
const narenj = { businessId: '2' };

const pay = (language: Language): Walk => ({
  start: '/pay',
  ready: 'pay-takings-today',
  storage: language === 'en' ? arman : {},
  steps: [{ link: /^\/pay\/terminals\/\d+\/\d+$/, pages: terminalPages }],
});

const records = (language: Language): Walk => ({
  start: '/dashboard',
  ready: 'dashboard-company',
  storage: language === 'en' ? narenj : {},
  steps: [
    { on: '/accounting/debitors-creditors', link: /^\/accounting\/debitors-creditors\/\d+$/ },
    { on: '/accounting/reports/people-account-flow', link: /^\/accounting\/reports\/people-account-flow\/[^/]+$/ },
    { link: /^\/accounting\/reports\/people-account-flow\/[^/]+\/details$/ },
    { on: '/company/payment-methods', link: /^\/company\/payment-methods\/edit\/\d+$/ },
    {
      on: '/company/employees',
      link: /^\/company\/employees\/detail\/\d+$/,
      pages: (path) => [path.replace('/detail/', '/edit/')],
    },
    '/register',
    '/register/create-business',
    '/register/join-business',
    '/register/verify-mobile',
  ],
});

/** The payer's page of the link the terminal's walk ended on (its own address, outside the signed-in screens). */
async function publicPage(page: Page, [link]: readonly string[]): Promise<void> {
  await open(page, link as string);
  const href = await page.getByTestId('link-public-url').getAttribute('href');
  await page.goto(href ?? '');
  await page.getByTestId('public-pay-form').waitFor();
  await networkQuiet(page);
  await expect.poll(() => isSwept(page)).toBe(true);
}

describe('every area’s remaining screens, for the accessibility sweep (issue 33)', () => {
  const chromium = browserPerFile();

  const parts = sweepCases.flatMap((sweepCase) => [
    { ...sweepCase, part: 'the bank', walk: banking(sweepCase.language) },
    { ...sweepCase, part: 'a pay terminal', walk: pay(sweepCase.language) },
    { ...sweepCase, part: 'statements, company records and registration', walk: records(sweepCase.language) },
  ]);
  it.each(parts)('$part in $language on a $viewport', ({ language, viewport, part, walk }) =>
    walkSignedIn(
      chromium.browser,
      language,
      viewport,
      walk,
      // Only the Persian desktop's payer page is opened by no flow (pay-a-link opens the other two).
      part === 'a pay terminal' && language === 'fa' && viewport === 'desktop' ? publicPage : undefined,
    ),
  );
});
