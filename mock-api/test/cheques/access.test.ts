import { describe, expect, it } from 'vitest';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from '../support/expect-answers.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { chequeRows, openChequeBooks, receiptBody } from './cheque-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

let cheque: number;
const k = booksPerTest(openChequeBooks, async (books) => {
  cheque = (await books.receive()).id;
});

const base = (companyId: number) => `/api/v1/companies/${companyId}/cheques`;
const calls = (companyId: number): ApiCall[] => [
  ['GET', base(companyId), undefined],
  ['POST', base(companyId), receiptBody(k.customer, { sayadId: '9999999999999999' })],
  ['GET', `${base(companyId)}/${cheque}`, undefined],
  ['POST', `${base(companyId)}/${cheque}/steps`, { action: 'RETURN', date: '2026-05-01' }],
  ['POST', `${base(companyId)}/${cheque}/undo`, {}],
];

describe('cheques: only the company’s bookkeepers, never another company', () => {
  it('a non-member: 403 NOT_A_COMPANY_MEMBER on every call, nothing written', async () => {
    k.t.db.$client.prepare('delete from memberships where company_id = ?').run(k.b.companyId);
    const before = chequeRows(k.t.db);
    await expectEveryRefusal(k.t.apps.main, calls(k.b.companyId), k.s.auth, 403, 'NOT_A_COMPANY_MEMBER');
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it("a member of another company: 404 for this company's cheque, an empty list, this company's person refused", async () => {
    const other = insertCompany(k.t.db).id;
    addMember(k.t.db, k.s.userId, other);
    const before = chequeRows(k.t.db);
    for (const [method, path, body] of calls(other).slice(2)) {
      const answer = await k.api<{ message: string }>(method, path, body);
      expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 404, 'CHEQUE_NOT_FOUND']);
    }
    const list = await k.api<{ data: unknown[] }>('GET', base(other));
    expect(list.body.data).toEqual([]);
    const theirs = await k.api<{ message: string }>(
      'POST',
      base(other),
      receiptBody(k.customer, { sayadId: '9999999999999999' }),
    );
    expect([theirs.status, theirs.body.message]).toEqual([400, 'STAKEHOLDER_NOT_FOUND']);
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('a viewer reads cheques but is refused every step, a salesman even the list: 403 ROLE_FORBIDDEN', async () => {
    const viewer = insertUser(k.t.db).id;
    addMember(k.t.db, viewer, k.b.companyId, 'VIEWER');
    const session = await signedIn(k.t.db, k.t.config, viewer);
    const sales = insertUser(k.t.db).id;
    addMember(k.t.db, sales, k.b.companyId, 'SALES');
    const salesman = await signedIn(k.t.db, k.t.config, sales);
    const before = chequeRows(k.t.db);
    const read = await call(k.t.apps.main, 'GET', base(k.b.companyId), { headers: session.auth });
    expect(read.status).toBe(200);
    const salesRead = await call(k.t.apps.main, 'GET', base(k.b.companyId), { headers: salesman.auth });
    expect(salesRead.status).toBe(403);
    await expectEveryRefusal(
      k.t.apps.main,
      calls(k.b.companyId).filter(([method]) => method === 'POST'),
      session.auth,
      403,
      'ROLE_FORBIDDEN',
    );
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('without a token: 401 on every call', async () => {
    await expectEveryAnswer(k.t.apps.main, calls(k.b.companyId), { status: 401 });
  });
});
