import { describe, expect, it } from 'vitest';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from '../support/expect-answers.ts';
import { addMember, insertCompany } from '../support/factories.ts';
import { openTreasuryBooks, treasuryRows } from './treasury-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

let ids: { account: number; tafsili: number; transfer: number; partner: number; settlement: number; owner: number };
const k = booksPerTest(openTreasuryBooks, async (books) => {
  const cash = await books.place({ kind: 'CASH_BOX', name: 'صندوق', openingBalance: 9_000_000 });
  const holder = await books.place({ kind: 'PETTY_CASH', name: 'تنخواه', holderName: 'رضا' });
  const post = async (path: string, body: unknown) =>
    (await books.api<{ itemInfo: { id: number } }>('POST', `${books.base}/${path}`, body)).body.itemInfo.id;
  const partner = await post('partners', { name: 'علی رضایی' });
  ids = {
    account: cash.id,
    tafsili: cash.tafsiliId,
    partner,
    transfer: await post('transfers', {
      kind: 'ADVANCE',
      date: '2026-05-01',
      fromTafsiliId: cash.tafsiliId,
      toTafsiliId: holder.tafsiliId,
      amount: 1_000_000,
    }),
    settlement: await post('petty-cash-settlements', {
      holderTafsiliId: holder.tafsiliId,
      date: '2026-05-02',
      lines: [{ accountId: books.b.acc('8107'), amount: 100_000 }],
    }),
    owner: await post('owner-transactions', {
      partnerId: partner,
      kind: 'CONTRIBUTION',
      date: '2026-05-03',
      amount: 1_000,
      treasuryTafsiliId: cash.tafsiliId,
    }),
  };
});

const base = (companyId: number) => `/api/v1/companies/${companyId}/treasury`;
const cash = { kind: 'CASH_BOX', name: 'صندوق دوم' };
/** The company-level calls, then the calls on this company's records (which another company's path cannot find). */
const companyCalls = (companyId: number): ApiCall[] => [
  ['GET', `${base(companyId)}/accounts`, undefined],
  ['POST', `${base(companyId)}/accounts`, cash],
  ['GET', `${base(companyId)}/transfers`, undefined],
  ['GET', `${base(companyId)}/petty-cash-settlements`, undefined],
  ['GET', `${base(companyId)}/partners`, undefined],
  ['POST', `${base(companyId)}/partners`, { name: 'شریک' }],
  ['GET', `${base(companyId)}/owner-transactions`, undefined],
  ['GET', `${base(companyId)}/settings`, undefined],
  ['PUT', `${base(companyId)}/settings`, { cashMayGoNegative: true }],
];
const recordCalls = (companyId: number): [ApiCall, string][] => [
  [['GET', `${base(companyId)}/accounts/${ids.account}`, undefined], 'TREASURY_ACCOUNT_NOT_FOUND'],
  [['PUT', `${base(companyId)}/accounts/${ids.account}`, cash], 'TREASURY_ACCOUNT_NOT_FOUND'],
  [['GET', `${base(companyId)}/accounts/${ids.account}/statement`, undefined], 'TREASURY_ACCOUNT_NOT_FOUND'],
  [['POST', `${base(companyId)}/transfers/${ids.transfer}/cancel`, {}], 'TRANSFER_NOT_FOUND'],
  [['POST', `${base(companyId)}/petty-cash-settlements/${ids.settlement}/cancel`, {}], 'SETTLEMENT_NOT_FOUND'],
  [['PUT', `${base(companyId)}/partners/${ids.partner}`, { name: 'x' }], 'PARTNER_NOT_FOUND'],
  [['POST', `${base(companyId)}/owner-transactions/${ids.owner}/cancel`, {}], 'OWNER_TRANSACTION_NOT_FOUND'],
];

describe('treasury: only members of the company, never another company', () => {
  it('a non-member: 403 NOT_A_COMPANY_MEMBER on every call, nothing written', async () => {
    const before = treasuryRows(k.t.db);
    k.t.db.$client.prepare('delete from memberships where company_id = ?').run(k.b.companyId);
    const calls = [...companyCalls(k.b.companyId), ...recordCalls(k.b.companyId).map(([apiCall]) => apiCall)];
    await expectEveryRefusal(k.t.apps.main, calls, k.s.auth, 403, 'NOT_A_COMPANY_MEMBER');
    expect(treasuryRows(k.t.db)).toEqual(before);
  });

  it("a member of another company: 404 for this company's records, empty lists, and this company's places refused", async () => {
    const other = insertCompany(k.t.db).id;
    addMember(k.t.db, k.s.userId, other);
    const before = treasuryRows(k.t.db);
    for (const [[method, path, body], code] of recordCalls(other)) {
      const answer = await k.api<{ message: string }>(method, path, body);
      expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 404, code]);
    }
    const transfer = await k.api<{ errors: unknown[] }>('POST', `${base(other)}/transfers`, {
      date: '2026-05-01',
      fromTafsiliId: ids.tafsili,
      toTafsiliId: ids.tafsili + 1,
      amount: 1,
    });
    expect(transfer.status).toBe(400);
    expect(transfer.body.errors).toContainEqual({ path: 'body.fromTafsiliId', message: 'TREASURY_ACCOUNT_NOT_FOUND' });
    expect(treasuryRows(k.t.db)).toEqual(before);
    for (const list of ['accounts', 'transfers', 'petty-cash-settlements', 'owner-transactions', 'partners']) {
      const answer = await k.api<{ data: unknown[] }>('GET', `${base(other)}/${list}`);
      expect([list, answer.body.data]).toEqual([list, []]);
    }
  });

  it('without a token: 401 on every call', async () => {
    const calls = [...companyCalls(k.b.companyId), ...recordCalls(k.b.companyId).map(([apiCall]) => apiCall)];
    await expectEveryAnswer(k.t.apps.main, calls, { status: 401 });
  });
});
