import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { getItemStock } from './item-stock-client.ts';

const { boolean, eachLike, fromProviderState, integer, like, regex } = MatchersV3;

/** The invoices' state: the tracked item bought (10 kg) and delivered in part (1 kg). */
const hasInvoices = 'a company of the signed-in user has invoices';
const exampleItemId = 3;

describe('the stock of an item', () => {
  it('answers its quantity on hand, latest movements and sales', async () => {
    await signedInPact(hasInvoices, { companyId: 1 })
      .uponReceiving('a request for the stock of a tracked item')
      .request([
        'GET',
        fromProviderState(
          `/api/v1/companies/1/items/\${itemId}/stock`,
          `/api/v1/companies/1/items/${exampleItemId}/stock`,
        ),
      ])
      .answersItem(200, {
        itemId: integer(exampleItemId),
        trackStock: boolean(true),
        onHand: like(9),
        movements: eachLike({
          id: integer(1),
          date: regex(/^\d{4}-\d\d-\d\d$/, '2026-04-12'),
          sourceType: regex(/^(PURCHASE|DELIVERY|SELL_RETURN|PURCHASE_RETURN)$/, 'DELIVERY'),
          invoiceId: integer(14),
          invoiceKind: regex(/^(SELL|PURCHASE)$/, 'SELL'),
          invoiceNumber: like('3'),
          quantity: like(-1),
          balance: like(9),
        }),
        sales: {
          invoiceCount: integer(3),
          quantity: like(6),
          returnedQuantity: like(0),
          netAmount: integer(7_500_000),
          toDeliver: like(5),
        },
      })
      .test(async (client) => {
        const stock = await getItemStock(client, 1, exampleItemId);
        expect(stock.trackStock).toBe(true);
        expect(stock.movements.length).toBeGreaterThan(0);
      });
  });
});
