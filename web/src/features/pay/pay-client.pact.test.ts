import { MatchersV3 } from '@pact-foundation/pact';
import { linkInputs, payExample, terminalRequests } from '@daftar/contracts/endpoints/pay-examples';
import { describe, expect, it } from 'vitest';
import { notAMemberPact, firstPage } from '../../lib/api/testing/pact.ts';
import * as payClient from './pay-client.ts';
import {
  isoDate,
  manualPayState,
  manualPurchase,
  onPayHost,
  paidLink,
  purchase,
  terminalDetail,
} from './pay-pact-fixtures.ts';
import { firstPageQuery, sentQuery } from '../../lib/api/testing/query.ts';

const { eachLike, integer, nullValue, string } = MatchersV3;

describe('pay/terminals on the payment host (SPEC §7)', () => {
  it("answers the company's terminals as data", async () => {
    await onPayHost('the signed-in user belongs to a company with terminals', { companyId: 1 })
      .uponReceiving('a request for the terminals of a company')
      .request('GET /api/v1/pay/terminals', { query: { companyId: '1' } })
      // SPEC §7: data, a list of terminals with id; the mock's name, kind, active and status are not pinned.
      .answers(200, { data: eachLike({ id: integer(1) }) })
      .test(async (client) => {
        const terminals = await payClient.listTerminals(client, 1);
        expect(terminals[0]?.id).toBe(1);
      });
  });

  it('answers 403 for a company the user does not belong to', async () => {
    await notAMemberPact('a request for the terminals of someone else’s company', 'GET /api/v1/pay/terminals', {
      query: { companyId: '2' },
    })
      .on('pay')
      .testRefused((client) => payClient.listTerminals(client, 2));
  });
});

describe('terminal requests and settings', () => {
  it('requests a dedicated terminal, REQUESTED until the review', async () => {
    await onPayHost('the signed-in user owns a company without terminals', { companyId: 1 })
      .uponReceiving('a request for a dedicated terminal')
      .request('POST /api/v1/pay/terminals', { query: { companyId: '1' }, body: terminalRequests.dedicated })
      .answersItem(201, {
        ...terminalDetail,
        status: 'REQUESTED',
        settlementSchedule: 'WEEKLY',
        activatedAt: nullValue(),
      })
      .test(async (client) => {
        const terminal = await payClient.requestTerminal(client, 1, terminalRequests.dedicated);
        expect(terminal.status).toBe('REQUESTED');
      });
  });

  it('refuses a novin request whose address is no URL, with the field', async () => {
    const body = { kind: 'novin', siteUrl: 'shop example' } as const;
    await onPayHost('the signed-in user owns a company without terminals', { companyId: 1 })
      .uponReceiving('a request for a novin terminal with a bad address')
      .request('POST /api/v1/pay/terminals', { query: { companyId: '1' }, body })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => payClient.requestTerminal(client, 1, body), [
        { path: 'body.siteUrl', message: 'INVALID_URL' },
      ]);
  });

  it('answers a terminal with its settings', async () => {
    await onPayHost()
      .uponReceiving('a request for one terminal')
      .request('GET /api/v1/pay/terminals/1')
      .answersItem(200, terminalDetail)
      .test(async (client) => {
        expect((await payClient.getTerminal(client, 1)).settlementIban).toBe(payExample.iban);
      });
  });

  it("replaces a terminal's settings", async () => {
    const body = {
      name: 'درگاه عمده‌فروشی',
      callbackUrl: 'https://shop.example.ir/return',
      settlementIban: payExample.iban,
    };
    await onPayHost()
      .uponReceiving("a request to replace a terminal's settings")
      .request('PUT /api/v1/pay/terminals/1/settings', { body })
      .answersItem(200, { ...terminalDetail, name: string(body.name), callbackUrl: string(body.callbackUrl) })
      .test(async (client) => {
        expect((await payClient.updateTerminalSettings(client, 1, body)).callbackUrl).toBe(body.callbackUrl);
      });
  });

  it("answers today's and the month's takings", async () => {
    await onPayHost()
      .uponReceiving("a request for a terminal's takings")
      .request('GET /api/v1/pay/terminals/1/takings')
      .answersItem(200, {
        today: {
          date: isoDate('2026-11-25'),
          count: integer(1),
          amount: integer(1_200_000),
          manualAmount: integer(0),
        },
        month: {
          from: isoDate('2026-10-23'),
          to: isoDate('2026-11-21'),
          count: integer(1),
          amount: integer(1_200_000),
          manualAmount: integer(0),
        },
      })
      .test(async (client) => {
        expect((await payClient.getTerminalTakings(client, 1)).today.amount).toBe(1_200_000);
      });
  });
});

describe('payment links and purchases of a terminal', () => {
  const totals = { count: integer(1), usedCount: integer(1), collected: integer(1_200_000) };

  it('answers one page of links searched, filtered and sorted, with totals', async () => {
    const filters = firstPageQuery({ sort: '-createdAt', q: 'صورتحساب', kind: 'PAYMENT', active: 'true' });
    await onPayHost()
      .uponReceiving('a request for a page of payment links')
      .request('GET /api/v1/pay/terminals/1/links', {
        query: sentQuery(filters),
      })
      .answers(200, firstPage(paidLink, { totals }))
      .test(async (client) => {
        const page = await payClient.listPaymentLinks(client, 1, filters);
        expect(page.totals.collected).toBe(1_200_000);
      });
  });

  it('creates a purchase link', async () => {
    await onPayHost()
      .uponReceiving('a request to create a purchase link')
      .request('POST /api/v1/pay/terminals/1/links', { body: linkInputs.fixed })
      .answersItem(201, {
        ...paidLink,
        kind: 'PURCHASE',
        title: string(linkInputs.fixed.title),
        description: string(linkInputs.fixed.description),
        amountMode: 'FIXED',
        amount: integer(linkInputs.fixed.amount),
        minAmount: nullValue(),
        maxAmount: nullValue(),
        usageLimit: integer(2),
        usedCount: integer(0),
        collected: integer(0),
      })
      .test(async (client) => {
        expect((await payClient.createPaymentLink(client, 1, linkInputs.fixed)).amount).toBe(2_500_000);
      });
  });

  it('refuses a payer-priced link whose minimum is above its maximum', async () => {
    const body = { ...linkInputs.payerPriced, minAmount: 900_000, maxAmount: 200_000 };
    await onPayHost()
      .uponReceiving('a request to create a link with its minimum above its maximum')
      .request('POST /api/v1/pay/terminals/1/links', { body })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => payClient.createPaymentLink(client, 1, body), [
        { path: 'body.maxAmount', message: 'MIN_ABOVE_MAX' },
      ]);
  });

  it('answers one link', async () => {
    await onPayHost()
      .uponReceiving('a request for one payment link')
      .request('GET /api/v1/pay/terminals/1/links/1')
      .answersItem(200, paidLink)
      .test(async (client) => {
        expect((await payClient.getPaymentLink(client, 1, 1)).usedCount).toBe(1);
      });
  });

  it('replaces a link', async () => {
    const body = { ...linkInputs.payerPriced, title: 'پرداخت فاکتور' };
    await onPayHost()
      .uponReceiving('a request to replace a payment link')
      .request('PUT /api/v1/pay/terminals/1/links/1', { body })
      .answersItem(200, { ...paidLink, title: string(body.title) })
      .test(async (client) => {
        expect((await payClient.updatePaymentLink(client, 1, 1, body)).title).toBe(body.title);
      });
  });

  it('answers one page of purchases with totals', async () => {
    const filters = firstPageQuery({ sort: '-paidAt', linkId: 1, from: '2026-01-01', to: '2030-12-31' });
    await onPayHost()
      .uponReceiving('a request for a page of purchases of one link in a date range')
      .request('GET /api/v1/pay/terminals/1/purchases', {
        query: sentQuery(filters),
      })
      .answers(200, firstPage(purchase, { totals: { count: integer(1), amount: integer(1_200_000) } }))
      .test(async (client) => {
        const page = await payClient.listPurchases(client, 1, filters);
        expect(page.data[0]?.cardMasked).toBe('603799******7893');
      });
  });

  it('records by hand a payment taken outside the link page', async () => {
    const body = { amount: 750_000, paidOn: '2026-11-20', note: 'کارت به کارت' };
    await onPayHost()
      .uponReceiving('a request to record by hand a payment for a link')
      .request('POST /api/v1/pay/terminals/1/links/1/purchases', { body })
      .answersItem(201, { ...manualPurchase, paidOn: isoDate(body.paidOn) })
      .test(async (client) => {
        const saved = await payClient.createManualPurchase(client, 1, 1, body);
        expect([saved.manual, saved.amount, saved.paidOn]).toEqual([true, 750_000, '2026-11-20']);
      });
  });

  it('answers the purchases recorded by hand apart from the card payments', async () => {
    const filters = { source: 'MANUAL' } as const;
    await onPayHost(manualPayState)
      .uponReceiving('a request for the purchases recorded by hand')
      .request('GET /api/v1/pay/terminals/1/purchases', { query: sentQuery(filters) })
      .answers(200, firstPage(manualPurchase, { totals: { count: integer(1), amount: integer(750_000) } }))
      .test(async (client) => {
        const page = await payClient.listPurchases(client, 1, filters);
        expect(page.data.every((row) => row.manual)).toBe(true);
      });
  });

  it('refuses a purchase recorded by hand for a day after today, with the field', async () => {
    const body = { amount: 750_000, paidOn: '2099-01-01' };
    await onPayHost()
      .uponReceiving('a request to record by hand a payment dated after today')
      .request('POST /api/v1/pay/terminals/1/links/1/purchases', { body })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => payClient.createManualPurchase(client, 1, 1, body), [
        { path: 'body.paidOn', message: 'PAID_ON_IN_FUTURE' },
      ]);
  });

  it("refuses another company's terminal with 403", async () => {
    await onPayHost('a terminal of a company the signed-in user is not a member of', { companyId: 2, terminalId: 7 })
      .uponReceiving('a request for the links of a terminal of someone else’s company')
      .request('GET /api/v1/pay/terminals/7/links')
      .refusesCall(403, 'NOT_A_COMPANY_MEMBER', (client) => payClient.listPaymentLinks(client, 7));
  });
});
