import { MatchersV3 } from '@pact-foundation/pact';
import { cardPayment } from '@daftar/contracts/endpoints/pay-examples';
import { describe, expect, it } from 'vitest';
import { anonymousPact } from '../../lib/api/testing/pact.ts';
import { linkTerms } from '../../lib/api/testing/pay-link-pact.ts';
import { getPublicPaymentLink, payPaymentLink } from './pay-public-client.ts';
import { isoDateTimeLike } from '../../lib/api/testing/matchers.ts';

const { nullValue, regex, string, boolean } = MatchersV3;

const isoDateTime = isoDateTimeLike('2026-11-25T08:30:00.000Z');
const token = { token: 'PactLinkToken1' };

describe('the public payment page (payment host, no sign-in)', () => {
  it('answers what a payer needs to pay a link', async () => {
    await anonymousPact('a payment link is open to payers', token)
      .on('pay')
      .uponReceiving('a request for a payment link’s public page')
      .request('GET /api/v1/pay/public/links/PactLinkToken1')
      .answersItem(200, {
        token: string('PactLinkToken1'),
        businessName: string('بازرگانی آرمان'),
        terminalName: string('درگاه اختصاصی عمده‌فروشی'),
        ...linkTerms,
        eventOn: nullValue(),
        needsPayer: boolean(false),
        state: 'AVAILABLE',
      })
      .test(async (client) => {
        const link = await getPublicPaymentLink(client, 'PactLinkToken1');
        expect([link.businessName, link.state]).toEqual(['بازرگانی آرمان', 'AVAILABLE']);
      });
  });

  it('takes a card payment and answers the receipt', async () => {
    const body = { ...cardPayment, amount: 1_200_000 };
    await anonymousPact('a payment link is open to payers', token)
      .on('pay')
      .uponReceiving('a card payment on a payment link')
      .request('POST /api/v1/pay/public/links/PactLinkToken1/pay', { body })
      .answersItem(201, {
        reference: regex(/^\d{12}$/, '712345678901'),
        amount: 1_200_000,
        cardMasked: '603799******7893',
        paidAt: isoDateTime,
        businessName: string('بازرگانی آرمان'),
        title: string('پرداخت صورتحساب'),
      })
      .test(async (client) => {
        expect((await payPaymentLink(client, 'PactLinkToken1', body)).cardMasked).toBe('603799******7893');
      });
  });

  it('refuses an amount below the link’s minimum with 422 and the field', async () => {
    const body = { ...cardPayment, amount: 50_000 };
    await anonymousPact('a payment link is open to payers', token)
      .on('pay')
      .uponReceiving('a card payment below the link’s minimum')
      .request('POST /api/v1/pay/public/links/PactLinkToken1/pay', { body })
      .refusesCall(422, 'AMOUNT_BELOW_MIN', (client) => payPaymentLink(client, 'PactLinkToken1', body), [
        { path: 'body.amount', message: 'AMOUNT_BELOW_MIN' },
      ]);
  });

  it('refuses an expired link with 409', async () => {
    await anonymousPact('a payment link has expired', token)
      .on('pay')
      .uponReceiving('a card payment on an expired link')
      .request('POST /api/v1/pay/public/links/PactLinkToken1/pay', { body: cardPayment })
      .refusesCall(409, 'LINK_EXPIRED', (client) => payPaymentLink(client, 'PactLinkToken1', cardPayment));
  });
});
