import { describe, expect, it } from 'vitest';
import { linkInputs } from '@daftar/contracts/endpoints/pay-examples';
import type { PaymentLink } from '@daftar/contracts/endpoints/pay-schemas';
import { paymentLinks } from '@daftar/db/schema/pay';
import { insertTerminal } from '../support/factories.ts';
import { expectUnchanged } from '../support/rows.ts';
import { fieldCodes, payAreaPerTest } from './pay-area.ts';

const { area, pay, links, createLink } = payAreaPerTest();

describe('payment links of a terminal', () => {
  it('creates a fixed and a payer-priced link, each with a public token, AVAILABLE and unused', async () => {
    const fixed = await createLink(linkInputs.fixed);
    expect(fixed).toMatchObject({ kind: 'PURCHASE', amount: 2_500_000, minAmount: null, usageLimit: 2, usedCount: 0 });
    expect(fixed).toMatchObject({ state: 'AVAILABLE', collected: 0, eventOn: null });
    expect(fixed.token).toMatch(/^[A-Za-z0-9]{12}$/);
    const priced = await createLink({ ...linkInputs.payerPriced, amount: 999_999 });
    expect(priced).toMatchObject({ amountMode: 'PAYER', amount: null, minAmount: 100_000, maxAmount: 5_000_000 });
  });

  it('lists with search, filters, sort and the totals of every match', async () => {
    await createLink(linkInputs.fixed);
    await createLink(linkInputs.payerPriced);
    await createLink({ ...linkInputs.payerPriced, title: 'کمک به خیریه', active: false });
    const list = await pay<{ data: PaymentLink[]; meta: { total: number }; totals: unknown }>(
      'GET',
      `${links()}?kind=PAYMENT&sort=title`,
    );
    expect(list.body.data.map((link) => link.title)).toEqual(['پرداخت صورتحساب', 'کمک به خیریه']);
    expect(list.body.totals).toEqual({ count: 2, usedCount: 0, collected: 0 });
    const searched = await pay<{ data: PaymentLink[] }>('GET', `${links()}?q=${encodeURIComponent('خيريه')}`);
    expect(searched.body.data.map((link) => link.state)).toEqual(['INACTIVE']);
    const active = await pay<{ meta: { total: number } }>('GET', `${links()}?active=true`);
    expect(active.body.meta.total).toBe(2);
  });

  it('reads and replaces a link; its kind stays', async () => {
    const link = await createLink(linkInputs.fixed);
    const path = `${links()}/${link.id}`;
    const saved = await pay<{ itemInfo: PaymentLink }>('PUT', path, { ...linkInputs.fixed, title: 'بستهٔ هدیه زعفران' });
    expect(saved.body.itemInfo.title).toBe('بستهٔ هدیه زعفران');
    expect((await pay<{ itemInfo: PaymentLink }>('GET', path)).body.itemInfo.title).toBe('بستهٔ هدیه زعفران');
    const other = await pay('PUT', path, { ...linkInputs.payerPriced });
    expect([other.status, other.body.message]).toEqual([409, 'LINK_KIND_CHANGED']);
  });

  it('refuses bad input with 400 and the field codes, writing nothing', async () => {
    await expectUnchanged(area.t.db, paymentLinks, async () => {
      const cases: [unknown, Record<string, string>][] = [
        [{ ...linkInputs.fixed, amount: undefined }, { amount: 'AMOUNT_REQUIRED' }],
        [{ ...linkInputs.fixed, amount: 5_000 }, { amount: 'AMOUNT_TOO_SMALL' }],
        [{ ...linkInputs.payerPriced, minAmount: 900_000, maxAmount: 200_000 }, { maxAmount: 'MIN_ABOVE_MAX' }],
        [{ ...linkInputs.fixed, amountMode: 'PAYER' }, { amountMode: 'FIXED_AMOUNT_ONLY' }],
        [{ ...linkInputs.fixed, kind: 'EVENT' }, { eventOn: 'EVENT_DATE_REQUIRED' }],
        [
          { ...linkInputs.fixed, usageLimit: 0, expiresOn: '1405/08/01' },
          { usageLimit: 'INVALID_USAGE_LIMIT', expiresOn: 'INVALID_DATE' },
        ],
      ];
      for (const [body, errors] of cases) {
        const answer = await pay('POST', links(), body);
        expect([answer.status, fieldCodes(answer.body)]).toEqual([400, errors]);
      }
      const past = await pay('POST', links(), { ...linkInputs.fixed, expiresOn: '2020-01-01' });
      expect([past.status, past.body.message, fieldCodes(past.body)]).toEqual([
        400,
        'EXPIRY_IN_PAST',
        { expiresOn: 'EXPIRY_IN_PAST' },
      ]);
    });
  });

  it('refuses a link on a terminal still under review (409)', async () => {
    const requested = insertTerminal(area.t.db, area.companyId, { active: false }).id;
    const answer = await pay('POST', links(requested), linkInputs.fixed);
    expect([answer.status, answer.body.message]).toEqual([409, 'TERMINAL_NOT_ACTIVE']);
  });

  it("answers 404 for another terminal's link id", async () => {
    const link = await createLink();
    const second = insertTerminal(area.t.db, area.companyId).id;
    const answer = await pay('GET', `${links(second)}/${link.id}`);
    expect([answer.status, answer.body.message]).toEqual([404, 'PAYMENT_LINK_NOT_FOUND']);
  });
});
