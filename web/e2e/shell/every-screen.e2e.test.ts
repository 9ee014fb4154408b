import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from '../harness/suite.ts';
import { firstLink, invoicePages, open, screensPerTest, sweepCases } from './screen-walk.ts';
import { pathOf, readerOf, signedInAt } from './session.ts';

/**
 * The accessibility sweep (harness/accessibility.ts, issue 33) checks the screens e2e tests open: every route and
 * record page in fa and en on a desktop and fa on a phone. These are the screens (by the router's routes,
 * web/src/app/routing) that no other test opens in that language and viewport; each is opened once, by the app's own
 * navigation in one signed-in page, so a screen costs its own calls and one axe run, not a page load.
 */
const screens: Record<'desktop' | 'phone', readonly string[]> = {
  desktop: [
    '/invoices/overview/sell',
    '/invoices/overview/invoice-purchase',
    '/invoices/overview/estimates',
    '/invoices/overview/delivery-notes',
    '/invoices/purchase/create',
    '/invoices/estimate/create',
    '/income',
    '/income/create',
    '/expense',
    '/expense/create',
    '/items/import',
    '/stakeholders/import',
    '/reports',
    '/reports/advance-invoice',
    '/reports/advance-customer',
    '/accounting/cash',
    '/accounting/cheques/due',
    '/accounting/vat',
    '/accounting/vat-report',
    '/accounting/closing-balance',
    '/accounting/settings',
    '/accounting/reports',
    '/accounting/reports/tafsili-report',
    '/accounting/reports/profit-loss',
    '/accounting/reports/general-ledger',
    '/accounting/reports/balance',
    '/accounting/reports/accounts-review',
    '/accounting/reports/vat-report',
    '/accounting/reports/legal-journal',
    '/accounting/reports/legal-ledger',
    '/accounting/reports/legal-books/electronic',
    '/accounting/reports/journal-ledger',
    '/accounting/reports/debitor-creditor',
    '/accounting/reports/people-account-flow',
    '/accounting/debitors-creditors',
    '/accounting/import',
    '/banking/auth',
    '/pay/new/shared',
    '/pay/new/novin',
    '/pay/new/dedicated',
    '/company/settings',
    '/company/info',
    '/company/payment-methods',
    '/company/payment-methods/new',
    '/company/import',
    '/hub/taksa',
    '/profile/info',
    '/profile/devices',
    '/profile/support',
  ],
  phone: [],
};
screens.phone = [...screens.desktop, '/accounting/general-ledger', '/accounting/coa', '/pay/new'];

/** A record's pages: the list it is found on, the link that opens one, and its other pages from that link's path. */
interface RecordScreens {
  list: string;
  link: RegExp;
  pages: (recordPath: string) => string[];
}

const records: readonly RecordScreens[] = [
  {
    list: '/invoices/overview/invoice-purchase',
    link: /^\/invoices\/purchase\/\d+$/,
    pages: (path) => [path, ...invoicePages('purchase', ['edit', 'copy'])(path)],
  },
  {
    list: '/invoices/overview/estimates',
    link: /^\/invoices\/estimate\/\d+$/,
    pages: (path) => [path, ...invoicePages('estimate', ['edit', 'copy'])(path)],
  },
  { list: '/income', link: /^\/income\/\d+$/, pages: (path) => [path, `${path}/edit`, `${path}/copy`] },
  { list: '/expense', link: /^\/expense\/\d+$/, pages: (path) => [path, `${path}/edit`, `${path}/copy`] },
  { list: '/items', link: /^\/items\/\d+$/, pages: (path) => [`${path}/edit`, `${path}/copy`] },
  { list: '/stakeholders', link: /^\/stakeholders\/\d+$/, pages: (path) => [`${path}/edit`] },
  {
    list: '/accounting/journal-ledger',
    link: /^\/accounting\/journal-ledger\/\d+\/edit$/,
    pages: (path) => [path.replace(/\/edit$/, '/copy')],
  },
];

/** The first link on a list whose path matches, e.g. the newest purchase's page. */
async function firstRecord(page: Page, { list, link }: RecordScreens): Promise<string> {
  await open(page, list);
  return firstLink(page, link);
}

/** Each case's screens in tests of `screensPerTest`, and one test for the records' pages. */
const parts = sweepCases.flatMap(({ language, viewport }) => {
  const list = screens[viewport === 'phone' ? 'phone' : 'desktop'];
  const slices = Array.from({ length: Math.ceil(list.length / screensPerTest) }, (_, index) => ({
    language,
    viewport,
    part: `screens ${index * screensPerTest + 1}–${Math.min(list.length, (index + 1) * screensPerTest)}`,
    paths: list.slice(index * screensPerTest, (index + 1) * screensPerTest),
    records: [] as readonly RecordScreens[],
  }));
  return [...slices, { language, viewport, part: 'record pages', paths: [] as string[], records }];
});

describe('every screen, for the accessibility sweep (issue 33)', () => {
  const chromium = browserPerFile();

  it.each(parts)('opens what no other test opens: $language on a $viewport, $part', async (part) => {
    const { context, page } = await signedInAt(chromium.browser, readerOf[part.language], '/dashboard', part.viewport);
    await page.getByTestId('dashboard-company').waitFor();
    const shown: string[] = [];
    for (const path of part.paths) {
      await open(page, path);
      shown.push(pathOf(page));
    }
    for (const record of part.records) {
      for (const path of record.pages(await firstRecord(page, record))) {
        await open(page, path);
        shown.push(pathOf(page));
      }
    }
    // Each screen was shown at its own address (none sent elsewhere, as a missing record or right would).
    expect(shown.filter((path) => path === '/login' || path === '/dashboard')).toEqual([]);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(part.language);
    await context.close();
  });
});
