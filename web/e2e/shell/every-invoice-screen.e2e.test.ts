import { describe, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile } from '../harness/suite.ts';
import { invoicePages, sweepCases, type Walk, walkSignedIn } from './screen-walk.ts';

/**
 * The accessibility sweep's invoice record pages no flow opens in every case (issue 33): a sale's and a purchase's
 * printouts, their payment, return and delivery forms, and the A4 printout of a return and of a delivery note, each
 * found on the overview by the status that has it.
 */
const sale = (status: string) => `/invoices/overview/sell?status=${status}`;
const purchase = (status: string) => `/invoices/overview/invoice-purchase?status=${status}`;

const walks: Record<'sales' | 'purchases and estimates', Walk> = {
  sales: {
    start: '/dashboard',
    ready: 'dashboard-company',
    steps: [
      {
        on: sale('ISSUED'),
        link: /^\/invoices\/sell\/\d+$/,
        pages: invoicePages('sell', ['edit', 'copy', 'print', 'submit-payment', 'submit-return', 'submit-delivery']),
      },
      { on: '/invoices/overview/delivery-notes', link: /^\/invoices\/sell\/\d+$/ },
      { link: /^\/invoices\/sell\/print\/\d+\/delivery\/\d+$/ },
      { on: sale('PARTLY_RETURNED'), link: /^\/invoices\/sell\/\d+$/ },
      { link: /^\/invoices\/sell\/print\/\d+\/return\/\d+$/ },
    ],
  },
  'purchases and estimates': {
    start: '/dashboard',
    ready: 'dashboard-company',
    steps: [
      {
        on: purchase('ISSUED'),
        link: /^\/invoices\/purchase\/\d+$/,
        pages: invoicePages('purchase', ['print', 'submit-payment', 'submit-return']),
      },
      { on: purchase('PARTLY_RETURNED'), link: /^\/invoices\/purchase\/\d+$/ },
      { link: /^\/invoices\/purchase\/print\/\d+\/return\/\d+$/ },
      {
        on: '/invoices/overview/estimates',
        link: /^\/invoices\/estimate\/\d+$/,
        pages: invoicePages('estimate', ['print']),
      },
    ],
  },
};

describe('every invoice record page, for the accessibility sweep (issue 33)', () => {
  const chromium = browserPerFile();

  const parts = sweepCases.flatMap((sweepCase) =>
    Object.entries(walks).map(([part, steps]) => ({ ...sweepCase, part, steps })),
  );
  // Each walk ends on a printout (a return's A4 sheet; a draft estimate's, stamped), kept for people to look at.
  it.each(parts)('$part in $language on a $viewport', ({ language, viewport, part, steps }) =>
    walkSignedIn(chromium.browser, language, viewport, steps, (page) =>
      screenshot(page, `invoices-print-${part === 'sales' ? 'return' : 'estimate'}-${language}-${viewport}`),
    ),
  );
});
