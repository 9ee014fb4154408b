import { describe, expect, it } from 'vitest';
import { firstPage, signedInPact } from '../../../lib/api/testing/pact.ts';
import { eachLike, integer, string } from '../accounting-pact-fixtures.ts';
import {
  cancelOwnerTransaction,
  cancelPettyCashSettlement,
  cancelTreasuryTransfer,
  createOwnerTransaction,
  createPartner,
  createPettyCashSettlement,
  createTreasuryTransfer,
  getTreasurySettings,
  listOwnerTransactions,
  listPartners,
  listPettyCashSettlements,
  listTreasuryTransfers,
  updatePartner,
  updateTreasurySettings,
} from './treasury-client.ts';
import {
  base,
  cancelPact,
  example,
  injected,
  injectedPath,
  meta,
  ownerTransaction,
  params,
  partner,
  settlement,
  state,
  transfer,
} from './treasury-pact-fixtures.ts';
import { sentQuery } from '../../../lib/api/testing/query.ts';

describe('transfers', () => {
  it('lists them newest first with the totals of every match', async () => {
    const filters = { page: 1, pageSize: 20, sort: '-date' } as const;
    await signedInPact(state, params)
      .uponReceiving('a request for the transfers')
      .request(`GET ${base}/transfers`, { query: sentQuery(filters) })
      .answers(
        200,
        firstPage(transfer, { totals: { count: integer(2), amount: integer(13_000_000), fee: integer(0) } }),
      )
      .test(async (client) => {
        const list = await listTreasuryTransfers(client, 1, filters);
        expect(list.data.length).toBeGreaterThan(0);
      });
  });

  it('moves money from the bank to the cash box with a fee, in one voucher (201)', async () => {
    const input = {
      kind: 'TRANSFER' as const,
      date: '2026-05-02',
      fromTafsiliId: example.bankTafsiliId,
      toTafsiliId: example.cashTafsiliId,
      amount: 4_000_000,
      fee: 25_000,
      reference: 'پایا ۴۵۱۲',
    };
    await signedInPact(state, params)
      .uponReceiving('a request to move money from the bank to the cash box')
      .request(`POST ${base}/transfers`, {
        body: { ...input, fromTafsiliId: injected('bankTafsiliId'), toTafsiliId: injected('cashTafsiliId') },
      })
      .answersItem(201, {
        ...transfer,
        amount: integer(4_000_000),
        fee: integer(25_000),
        reference: string('پایا ۴۵۱۲'),
      })
      .test(async (client) => {
        const moved = await createTreasuryTransfer(client, 1, input);
        expect(moved.fee).toBe(25_000);
      });
  });

  it('refuses taking a cash box below zero: 400 CASH_BOX_NEGATIVE, nothing written', async () => {
    const input = {
      kind: 'TRANSFER' as const,
      date: '2026-05-02',
      fromTafsiliId: example.cashTafsiliId,
      toTafsiliId: example.bankTafsiliId,
      amount: 900_000_000,
    };
    await signedInPact(state, params)
      .uponReceiving('a request to move more than the cash box holds')
      .request(`POST ${base}/transfers`, {
        body: { ...input, fromTafsiliId: injected('cashTafsiliId'), toTafsiliId: injected('bankTafsiliId') },
      })
      .refusesCall(400, 'CASH_BOX_NEGATIVE', (client) => createTreasuryTransfer(client, 1, input), [
        { path: 'body.amount', message: 'CASH_BOX_NEGATIVE' },
      ]);
  });

  it('cancels a transfer: its temporary voucher goes', async () => {
    await cancelPact('a request to cancel a transfer', '/transfers', 'transferId', transfer).test(async (client) => {
      expect((await cancelTreasuryTransfer(client, 1, example.transferId)).status).toBe('CANCELLED');
    });
  });
});

describe('petty cash', () => {
  it('lists the settled expenses', async () => {
    const filters = { page: 1, pageSize: 10 } as const;
    await signedInPact(state, params)
      .uponReceiving('a request for the petty-cash settlements')
      .request(`GET ${base}/petty-cash-settlements`, { query: sentQuery(filters) })
      .answers(200, { success: true, data: eachLike(settlement), meta: { ...meta, pageSize: integer(10) } })
      .test(async (client) => {
        const list = await listPettyCashSettlements(client, 1, filters);
        expect(list.data[0]?.lines.length).toBeGreaterThan(0);
      });
  });

  it('settles the holder’s expenses to an expense account (201)', async () => {
    const input = {
      holderTafsiliId: example.holderTafsiliId,
      date: '2026-05-05',
      lines: [{ accountId: example.transportAccountId, amount: 650_000, description: 'کرایه تاکسی' }],
    };
    await signedInPact(state, params)
      .uponReceiving('a request to settle petty-cash expenses')
      .request(`POST ${base}/petty-cash-settlements`, {
        body: {
          ...input,
          holderTafsiliId: injected('holderTafsiliId'),
          lines: [{ ...input.lines[0], accountId: injected('transportAccountId') }],
        },
      })
      .answersItem(201, { ...settlement, total: integer(650_000) })
      .test(async (client) => {
        expect((await createPettyCashSettlement(client, 1, input)).total).toBe(650_000);
      });
  });

  it('cancels a settlement', async () => {
    const upon = 'a request to cancel a petty-cash settlement';
    await cancelPact(upon, '/petty-cash-settlements', 'settlementId', settlement).test(async (client) => {
      expect((await cancelPettyCashSettlement(client, 1, example.settlementId)).status).toBe('CANCELLED');
    });
  });
});

describe('owners', () => {
  it('lists the partners with their capital and drawings', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for the partners')
      .request(`GET ${base}/partners`)
      .answersList(200, partner)
      .test(async (client) => {
        expect((await listPartners(client, 1))[0]?.capital).toBeGreaterThan(0);
      });
  });

  it('adds a partner (201) and renames one', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request to add a partner')
      .request(`POST ${base}/partners`, { body: { name: 'سارا محمدی', shareBasisPoints: 4000, mobile: '09351234567' } })
      .answersItem(201, {
        ...partner,
        name: string('سارا محمدی'),
        shareBasisPoints: integer(4000),
        mobile: string('09351234567'),
        capital: integer(0),
      })
      .test(async (client) => {
        const added = await createPartner(client, 1, {
          name: 'سارا محمدی',
          shareBasisPoints: 4000,
          mobile: '09351234567',
        });
        expect(added.name).toBe('سارا محمدی');
      });
    await signedInPact(state, params)
      .uponReceiving('a request to rename a partner')
      .request(['PUT', injectedPath('/partners', 'partnerId')], {
        body: { name: 'علی رضایی‌نژاد', shareBasisPoints: 6000 },
      })
      .answersItem(200, { ...partner, name: string('علی رضایی‌نژاد') })
      .test(async (client) => {
        const renamed = await updatePartner(client, 1, example.partnerId, {
          name: 'علی رضایی‌نژاد',
          shareBasisPoints: 6000,
        });
        expect(renamed.name).toBe('علی رضایی‌نژاد');
      });
  });

  it('lists contributions and withdrawals, records a withdrawal (201) and cancels the contribution', async () => {
    const filters = { page: 1, pageSize: 20 } as const;
    await signedInPact(state, params)
      .uponReceiving('a request for the partners’ contributions and withdrawals')
      .request(`GET ${base}/owner-transactions`, { query: sentQuery(filters) })
      .answers(200, firstPage(ownerTransaction))
      .test(async (client) => {
        expect((await listOwnerTransactions(client, 1, filters)).data.length).toBeGreaterThan(0);
      });
    const input = {
      partnerId: example.partnerId,
      kind: 'WITHDRAWAL' as const,
      date: '2026-05-10',
      amount: 10_000_000,
      treasuryTafsiliId: example.bankTafsiliId,
    };
    await signedInPact(state, params)
      .uponReceiving('a request to record a partner’s withdrawal')
      .request(`POST ${base}/owner-transactions`, {
        body: { ...input, partnerId: injected('partnerId'), treasuryTafsiliId: injected('bankTafsiliId') },
      })
      .answersItem(201, { ...ownerTransaction, kind: 'WITHDRAWAL', amount: integer(10_000_000) })
      .test(async (client) => {
        expect((await createOwnerTransaction(client, 1, input)).kind).toBe('WITHDRAWAL');
      });
    const upon = 'a request to cancel a partner’s contribution';
    await cancelPact(upon, '/owner-transactions', 'ownerTransactionId', ownerTransaction).test(async (client) => {
      expect((await cancelOwnerTransaction(client, 1, example.ownerTransactionId)).status).toBe('CANCELLED');
    });
  });
});

describe('the treasury settings', () => {
  it('answers and replaces whether a cash box may go below zero', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for the treasury settings')
      .request(`GET ${base}/settings`)
      .answersItem(200, { cashMayGoNegative: false })
      .test(async (client) => {
        expect((await getTreasurySettings(client, 1)).cashMayGoNegative).toBe(false);
      });
    await signedInPact(state, params)
      .uponReceiving('a request to let cash boxes go below zero')
      .request(`PUT ${base}/settings`, { body: { cashMayGoNegative: true } })
      .answersItem(200, { cashMayGoNegative: true })
      .test(async (client) => {
        expect((await updateTreasurySettings(client, 1, { cashMayGoNegative: true })).cashMayGoNegative).toBe(true);
      });
  });
});
