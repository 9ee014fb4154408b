import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardPayment, linkInputs, manualPurchaseExample } from '@daftar/contracts/endpoints/pay-examples';
import type { PaymentLink, Purchase } from '@daftar/contracts/endpoints/pay-schemas';
import { memberships } from '@daftar/db/schema/companies';
import { linkPurchases, paymentLinks } from '@daftar/db/schema/pay';
import { addDays } from '@daftar/db/accounting/calendar';
import { insertCompany, insertTerminal } from '../support/factories.ts';
import { expectUnchanged } from '../support/rows.ts';
import { fieldCodes, payAreaPerTest } from './pay-area.ts';
import { tehranToday } from '../../src/domain/clock/tehran-day.ts';

const { area, pay, links, createLink } = payAreaPerTest();
const today = () => tehranToday();
const record = (linkId: number, body: unknown, terminalId = area.terminalId) =>
  pay<{ itemInfo: Purchase }>('POST', `${links(terminalId)}/${linkId}/purchases`, body);
const linkRead = async (linkId: number) =>
  (await pay<{ itemInfo: PaymentLink }>('GET', `${links()}/${linkId}`)).body.itemInfo;
/** Both tables a hand-recorded purchase writes: a refusal must leave them as they were. */
const nothingWritten = (work: () => Promise<void>) =>
  expectUnchanged(area.t.db, linkPurchases, () => expectUnchanged(area.t.db, paymentLinks, work));

describe('a purchase recorded by hand (issue 17: /new-purchase … "create those records by hand")', () => {
  it("lands in the purchases, the link's use and today's takings, marked manual with its own reference", async () => {
    const link = await createLink(linkInputs.fixed);
    const saved = await record(link.id, { ...manualPurchaseExample, paidOn: today() });
    expect(saved.status).toBe(201);
    expect(saved.body.itemInfo).toMatchObject({
      linkId: link.id,
      linkTitle: linkInputs.fixed.title,
      amount: 2_500_000,
      manual: true,
      cardMasked: '',
      note: manualPurchaseExample.note,
      payerName: manualPurchaseExample.payerName,
      paidOn: today(),
    });
    expect(saved.body.itemInfo.reference).toMatch(/^M\d{12}$/);
    expect(await linkRead(link.id)).toMatchObject({ usedCount: 1, collected: 2_500_000 });
    const found = await pay<{ data: Purchase[]; totals: unknown }>(
      'GET',
      `/terminals/${area.terminalId}/purchases?q=${encodeURIComponent('فروشگاه')}`,
    );
    expect(found.body.data.map((row) => [row.id, row.manual])).toEqual([[saved.body.itemInfo.id, true]]);
    expect(found.body.totals).toEqual({ count: 1, amount: 2_500_000 });
    const takings = await pay<{ itemInfo: { today: { count: number; amount: number } } }>(
      'GET',
      `/terminals/${area.terminalId}/takings`,
    );
    expect(takings.body.itemInfo.today).toMatchObject({ count: 1, amount: 2_500_000, manualAmount: 2_500_000 });
  });

  it('is told apart from card payments: the purchases by source, the takings with what was recorded by hand', async () => {
    const link = await createLink(linkInputs.payerPriced);
    await pay('POST', `/public/links/${link.token}/pay`, { ...cardPayment, amount: 1_200_000 }, {});
    await record(link.id, { amount: 300_000, paidOn: today() });
    const bySource = async (source: string) =>
      (
        await pay<{ data: Purchase[]; totals: unknown }>(
          'GET',
          `/terminals/${area.terminalId}/purchases?source=${source}`,
        )
      ).body;
    expect((await bySource('CARD')).totals).toEqual({ count: 1, amount: 1_200_000 });
    expect((await bySource('MANUAL')).totals).toEqual({ count: 1, amount: 300_000 });
    const bad = await pay('GET', `/terminals/${area.terminalId}/purchases?source=CASH`);
    expect([bad.status, fieldCodes(bad.body)]).toEqual([400, { 'query.source': 'INVALID_PURCHASE_SOURCE' }]);
    const takings = await pay<{ itemInfo: { today: unknown; month: unknown } }>(
      'GET',
      `/terminals/${area.terminalId}/takings`,
    );
    expect(takings.body.itemInfo.today).toMatchObject({ count: 2, amount: 1_500_000, manualAmount: 300_000 });
    expect(takings.body.itemInfo.month).toMatchObject({ count: 2, amount: 1_500_000, manualAmount: 300_000 });
  });

  it('takes an earlier day (at noon in Tehran) and a payer-priced amount within the range', async () => {
    const link = await createLink(linkInputs.payerPriced);
    const yesterday = addDays(today(), -1);
    area.t.db
      .update(paymentLinks)
      .set({ createdAt: `${addDays(today(), -3)}T06:00:00.000Z` })
      .run();
    const saved = await record(link.id, { amount: 750_000, paidOn: yesterday, note: 'کارت به کارت' });
    expect(saved.status).toBe(201);
    expect(saved.body.itemInfo).toMatchObject({ amount: 750_000, paidOn: yesterday, payerName: null, manual: true });
    expect(saved.body.itemInfo.paidAt).toBe(`${yesterday}T08:30:00.000Z`);
  });

  it('refuses bad input with 400 on its field and writes nothing', async () => {
    const payer = await createLink(linkInputs.payerPriced);
    const fixed = await createLink(linkInputs.fixed);
    const day = { paidOn: today() };
    await nothingWritten(async () => {
      const cases: [number, unknown, Record<string, string>][] = [
        [payer.id, { ...day }, { amount: 'AMOUNT_REQUIRED' }],
        [payer.id, { ...day, amount: 50_000 }, { amount: 'AMOUNT_BELOW_MIN' }],
        [payer.id, { ...day, amount: 6_000_000 }, { amount: 'AMOUNT_ABOVE_MAX' }],
        [payer.id, { ...day, amount: 5_000 }, { amount: 'AMOUNT_TOO_SMALL' }],
        [payer.id, { ...day, amount: 200_000.5 }, { amount: 'INVALID_AMOUNT' }],
        [fixed.id, { ...manualPurchaseExample, ...day, amount: 2_000_000 }, { amount: 'LINK_AMOUNT_FIXED' }],
        [fixed.id, { ...day, payerMobile: '09351234567' }, { payerName: 'PAYER_NAME_REQUIRED' }],
        [fixed.id, { ...day, payerName: 'سارا' }, { payerMobile: 'PAYER_MOBILE_REQUIRED' }],
        [fixed.id, { ...manualPurchaseExample, ...day, payerMobile: '0935' }, { payerMobile: 'INVALID_MOBILE' }],
        [fixed.id, { ...manualPurchaseExample, ...day, note: 'x'.repeat(201) }, { note: 'TOO_LONG' }],
        [fixed.id, { ...manualPurchaseExample, paidOn: '27/11/2026' }, { paidOn: 'INVALID_DATE' }],
        [fixed.id, { ...manualPurchaseExample, paidOn: addDays(today(), 1) }, { paidOn: 'PAID_ON_IN_FUTURE' }],
        [fixed.id, { ...manualPurchaseExample, paidOn: addDays(today(), -1) }, { paidOn: 'PAID_ON_BEFORE_LINK' }],
      ];
      for (const [linkId, body, codes] of cases) {
        const refused = await record(linkId, body);
        expect([refused.status, fieldCodes(refused.body)], JSON.stringify(body)).toEqual([400, codes]);
      }
    });
  });

  it("uses a place: a used-up link's next one is 409 LINK_USED_UP, an expired or switched-off link still records", async () => {
    const link = await createLink(linkInputs.fixed);
    area.t.db.update(paymentLinks).set({ active: false }).where(eq(paymentLinks.id, link.id)).run();
    const body = { ...manualPurchaseExample, paidOn: today() };
    expect((await record(link.id, body)).status).toBe(201);
    expect((await record(link.id, body)).status).toBe(201);
    await nothingWritten(async () => {
      const full = await record(link.id, body);
      expect([full.status, full.body.message]).toEqual([409, 'LINK_USED_UP']);
    });
    expect(await linkRead(link.id)).toMatchObject({ usedCount: 2, collected: 5_000_000, state: 'INACTIVE' });
  });

  it("refuses another company's terminal (403), another terminal's link (404), a viewer (403) and no token (401)", async () => {
    const link = await createLink(linkInputs.fixed);
    const body = { ...manualPurchaseExample, paidOn: today() };
    const theirs = insertTerminal(area.t.db, insertCompany(area.t.db).id, { active: true }).id;
    const mine = insertTerminal(area.t.db, area.companyId, { active: true }).id;
    await nothingWritten(async () => {
      const foreign = await record(link.id, body, theirs);
      expect([foreign.status, foreign.body.message]).toEqual([403, 'NOT_A_COMPANY_MEMBER']);
      const elsewhere = await record(link.id, body, mine);
      expect([elsewhere.status, elsewhere.body.message]).toEqual([404, 'PAYMENT_LINK_NOT_FOUND']);
      const anonymous = await pay('POST', `${links()}/${link.id}/purchases`, body, {});
      expect(anonymous.status).toBe(401);
      area.t.db.update(memberships).set({ role: 'VIEWER' }).run();
      const viewer = await record(link.id, body);
      expect([viewer.status, viewer.body.message]).toEqual([403, 'ROLE_FORBIDDEN']);
      // The pay host's other writes follow the role table's pay row too; a viewer still reads.
      const newLink = await pay('POST', links(), linkInputs.fixed);
      expect([newLink.status, newLink.body.message]).toEqual([403, 'ROLE_FORBIDDEN']);
      expect((await pay('GET', `/terminals/${area.terminalId}/purchases`)).status).toBe(200);
      area.t.db.update(memberships).set({ role: 'SALES' }).run();
    });
    expect((await record(link.id, body)).status).toBe(201);
  });
});
