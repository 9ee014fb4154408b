import { describe, expect, it } from 'vitest';
import { clearAccountSetting } from '../support/account-settings.ts';
import { expectRefusedAt } from '../support/expect-answers.ts';
import { treasuryRows, treasuryPlacesPerTest } from './treasury-books.ts';

/**
 * Every treasury document that posts to a place asks the accounting settings which moein the place's kind posts to
 * (the cash boxes to 1101, the banks to 1102, petty cash to 1103). With that account taken out of the settings, the
 * document is refused 409 TREASURY_ACCOUNTS_MISSING under the field that names the place, and nothing is written:
 * no document, no voucher, no tafsili.
 */
let partnerId: number;
const k = treasuryPlacesPerTest({ cash: 20_000_000, bank: 90_000_000, pettyCash: true }, async (books) => {
  const advance = await books.api('POST', `${books.base}/transfers`, {
    kind: 'ADVANCE',
    date: '2026-04-05',
    fromTafsiliId: books.bank.tafsiliId,
    toTafsiliId: books.holder.tafsiliId,
    amount: 5_000_000,
  });
  expect(advance.status).toBe(201);
  const partner = await books.api<{ itemInfo: { id: number } }>('POST', `${books.base}/partners`, {
    name: 'علی رضایی',
    shareBasisPoints: 10_000,
  });
  expect(partner.status).toBe(201);
  partnerId = partner.body.itemInfo.id;
});

type Setting = 'cash_account_id' | 'bank_account_id' | 'petty_cash_account_id';

const withoutSetting = (column: Setting) => clearAccountSetting(k.t.db, k.b.companyId, column);

const cashToBank = () =>
  k.api('POST', `${k.base}/transfers`, {
    kind: 'TRANSFER',
    date: '2026-04-10',
    fromTafsiliId: k.cash.tafsiliId,
    toTafsiliId: k.bank.tafsiliId,
    amount: 1_000_000,
  });

interface Case {
  document: string;
  setting: Setting;
  path: string;
  send: () => Promise<{ status: number; body: { message?: string; errors?: unknown[] } }>;
}

const cases: Case[] = [
  {
    document: 'a transfer from the cash box into the bank, with no bank account',
    setting: 'bank_account_id',
    path: 'body.toTafsiliId',
    send: cashToBank,
  },
  {
    document: 'a transfer out of the cash box, with no cash account',
    setting: 'cash_account_id',
    path: 'body.fromTafsiliId',
    send: cashToBank,
  },
  {
    document: 'a petty-cash settlement, with no petty-cash account',
    setting: 'petty_cash_account_id',
    path: 'body.holderTafsiliId',
    send: () =>
      k.api('POST', `${k.base}/petty-cash-settlements`, {
        holderTafsiliId: k.holder.tafsiliId,
        date: '2026-04-12',
        lines: [{ accountId: k.b.acc('8107'), amount: 300_000, description: 'کرایه پیک' }],
      }),
  },
  {
    document: 'a partner’s contribution into the bank, with no bank account',
    setting: 'bank_account_id',
    path: 'body.treasuryTafsiliId',
    send: () =>
      k.api('POST', `${k.base}/owner-transactions`, {
        partnerId,
        kind: 'CONTRIBUTION',
        date: '2026-04-15',
        amount: 50_000_000,
        treasuryTafsiliId: k.bank.tafsiliId,
      }),
  },
  {
    document: 'a new cash box with an opening balance, with no cash account',
    setting: 'cash_account_id',
    path: 'body.kind',
    send: () => k.api('POST', `${k.base}/accounts`, { kind: 'CASH_BOX', name: 'صندوق شعبه', openingBalance: 1_000 }),
  },
  {
    document: 'a cash box’s opening balance changed, with no cash account',
    setting: 'cash_account_id',
    path: 'body.kind',
    send: () =>
      k.api('PUT', `${k.base}/accounts/${k.cash.id}`, {
        kind: 'CASH_BOX',
        name: 'صندوق فروشگاه',
        openingBalance: 25_000_000,
      }),
  },
];

describe('a treasury document when the settings name no account for its place', () => {
  it.each(cases)('$document: 409 under $path, nothing written', async ({ setting, path, send }) => {
    withoutSetting(setting);
    await expectRefusedAt(
      () => treasuryRows(k.t.db),
      () => send(),
      [409, 'TREASURY_ACCOUNTS_MISSING', path],
    );
  });

  it('a place’s statement with no account for its kind: 409, as there is no ledger to read', async () => {
    withoutSetting('bank_account_id');
    const answer = await k.api('GET', `${k.base}/accounts/${k.bank.id}/statement`);
    expect([answer.status, answer.body.message]).toEqual([409, 'TREASURY_ACCOUNTS_MISSING']);
  });
});
