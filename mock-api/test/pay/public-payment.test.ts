import { describe, expect, it } from 'vitest';
import { cardPayment, linkInputs, payExample } from '@daftar/contracts/endpoints/pay-examples';
import type { PaymentLink, PublicPaymentLink, Purchase } from '@daftar/contracts/endpoints/pay-schemas';
import { linkPurchases, paymentLinks } from '@daftar/db/schema/pay';
import { expectUnchanged } from '../support/rows.ts';
import { fieldCodes, payAreaPerTest } from './pay-area.ts';

const { area, pay, links, createLink } = payAreaPerTest();
const anonymous = {};
const page = (token: string) =>
  pay<{ itemInfo: PublicPaymentLink }>('GET', `/public/links/${token}`, undefined, anonymous);
const payLink = (token: string, body: unknown) => pay('POST', `/public/links/${token}/pay`, body, anonymous);

describe('the public payment page (no sign-in)', () => {
  it('shows a payer the business, title, amount and state, nothing more', async () => {
    const link = await createLink(linkInputs.fixed);
    const answer = await page(link.token);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.itemInfo).sort()).toEqual(
      [
        'amount',
        'amountMode',
        'businessName',
        'description',
        'eventOn',
        'expiresOn',
        'kind',
        'maxAmount',
        'minAmount',
        'needsPayer',
        'state',
        'terminalName',
        'title',
        'token',
      ].sort(),
    );
    expect(answer.body.itemInfo).toMatchObject({ amount: 2_500_000, needsPayer: true, state: 'AVAILABLE' });
    expect((await page('NoSuchToken12')).body.message).toBe('PAYMENT_LINK_NOT_FOUND');
  });

  it('records a purchase, counts the use and shows it in the list and the takings', async () => {
    const link = await createLink(linkInputs.payerPriced);
    const paid = await payLink(link.token, { ...cardPayment, amount: 1_200_000, cardNumber: '6037 9912 3456 7893' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ itemInfo: { amount: 1_200_000, cardMasked: '603799******7893' } });
    const read = await pay<{ itemInfo: PaymentLink }>('GET', `${links()}/${link.id}`);
    expect(read.body.itemInfo).toMatchObject({ usedCount: 1, collected: 1_200_000 });
    const purchases = await pay<{ data: Purchase[]; totals: unknown }>(
      'GET',
      `/terminals/${area.terminalId}/purchases?q=7893`,
    );
    expect(purchases.body.data.map((row) => [row.linkTitle, row.payerName, row.amount])).toEqual([
      ['پرداخت صورتحساب', 'مریم احمدی', 1_200_000],
    ]);
    expect(purchases.body.totals).toEqual({ count: 1, amount: 1_200_000 });
    const takings = await pay<{ itemInfo: { today: { count: number; amount: number } } }>(
      'GET',
      `/terminals/${area.terminalId}/takings`,
    );
    expect(takings.body.itemInfo.today).toMatchObject({ count: 1, amount: 1_200_000 });
  });

  it('refuses a bad card, an amount outside the range and a wrong dynamic password, recording nothing', async () => {
    const link = await createLink(linkInputs.payerPriced);
    await expectUnchanged(area.t.db, linkPurchases, async () => {
      const bad = await payLink(link.token, {
        ...cardPayment,
        amount: 200_000,
        cardNumber: payExample.badCard,
        cvv2: '1',
      });
      expect([bad.status, fieldCodes(bad.body)]).toEqual([
        400,
        { cardNumber: 'INVALID_CARD_NUMBER', cvv2: 'INVALID_CVV2' },
      ]);
      const none = await payLink(link.token, cardPayment);
      expect([none.status, fieldCodes(none.body)]).toEqual([400, { amount: 'AMOUNT_REQUIRED' }]);
      const low = await payLink(link.token, { ...cardPayment, amount: 50_000 });
      expect([low.status, low.body.message, fieldCodes(low.body)]).toEqual([
        422,
        'AMOUNT_BELOW_MIN',
        { amount: 'AMOUNT_BELOW_MIN' },
      ]);
      const high = await payLink(link.token, { ...cardPayment, amount: 6_000_000 });
      expect([high.status, high.body.message]).toEqual([422, 'AMOUNT_ABOVE_MAX']);
      const wrong = await payLink(link.token, { ...cardPayment, amount: 200_000, otp: '000000' });
      expect([wrong.status, wrong.body.message]).toEqual([422, 'WRONG_OTP']);
    });
  });

  it('refuses an expired, an inactive and a used-up link with 409 and says why', async () => {
    const link = await createLink(linkInputs.fixed);
    expect((await payLink(link.token, cardPayment)).status).toBe(201);
    expect((await payLink(link.token, cardPayment)).status).toBe(201);
    expect((await page(link.token)).body.itemInfo.state).toBe('USED_UP');
    expect((await payLink(link.token, cardPayment)).body.message).toBe('LINK_USED_UP');

    const off = await createLink({ ...linkInputs.fixed, active: false });
    expect((await payLink(off.token, cardPayment)).body).toMatchObject({ message: 'LINK_INACTIVE' });

    const expiring = await createLink(linkInputs.fixed);
    area.t.db.update(paymentLinks).set({ expiresOn: '2026-01-01' }).run();
    const expired = await payLink(expiring.token, cardPayment);
    expect([expired.status, expired.body.message]).toEqual([409, 'LINK_EXPIRED']);
    expect((await page(expiring.token)).body.itemInfo.state).toBe('EXPIRED');
  });

  it('keeps a usage limit at or above the payments made (409)', async () => {
    const link = await createLink(linkInputs.fixed);
    expect((await payLink(link.token, cardPayment)).status).toBe(201);
    const lowered = await pay('PUT', `${links()}/${link.id}`, { ...linkInputs.fixed, usageLimit: 1 });
    expect(lowered.status).toBe(200);
    const below = await pay('PUT', `${links()}/${link.id}`, { ...linkInputs.fixed, usageLimit: null });
    expect(below.status).toBe(200);
    area.t.db.update(paymentLinks).set({ usedCount: 3 }).run();
    const refused = await pay('PUT', `${links()}/${link.id}`, { ...linkInputs.fixed, usageLimit: 2 });
    expect([refused.status, refused.body.message]).toEqual([409, 'USAGE_LIMIT_BELOW_USED']);
  });

  it('asks a purchase link for the payer’s name and mobile', async () => {
    const link = await createLink(linkInputs.fixed);
    const answer = await payLink(link.token, { ...cardPayment, payerName: '', payerMobile: null });
    expect([answer.status, fieldCodes(answer.body)]).toEqual([400, { payerName: 'PAYER_NAME_REQUIRED' }]);
  });
});
