import { describe, expect, it } from 'vitest';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from '../support/expect-answers.ts';
import { addMember, insertCompany, insertStakeholder, insertUser } from '../support/factories.ts';
import { signedIn } from '../support/session.ts';
import { type Answer, bookBody, chequeRows, issueBody, openChequeBooks } from './cheque-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

let book: number;
const k = booksPerTest(openChequeBooks, async (books) => {
  book = (await books.newBook()).id;
});

const issue = (body: Record<string, unknown>, bookId = book) =>
  k.api<Answer>('POST', `${k.books}/${bookId}/issue`, issueBody(k.supplier, body));
const voidLeaf = (body: Record<string, unknown>) =>
  k.api<Answer>('POST', `${k.books}/${book}/void`, { leaf: 110, date: '2026-05-02', reason: 'پاره', ...body });

describe('cheque books and issued cheques: refusals with a code, nothing written', () => {
  it('a book: leaves backwards or over 200, no series, a cash box (400); leaves of the series already in a book (409)', async () => {
    const cash = await k.place({ kind: 'CASH_BOX', name: 'صندوق' });
    const before = chequeRows(k.t.db);
    const backwards = await k.api<Answer>('POST', k.books, {
      ...bookBody(k.bank.tafsiliId),
      firstLeaf: 20,
      lastLeaf: 10,
    });
    expect([backwards.status, backwards.body.errors]).toEqual([
      400,
      [{ path: 'body.lastLeaf', message: 'CHEQUE_BOOK_LEAVES_ORDER' }],
    ]);
    const huge = await k.api<Answer>('POST', k.books, { ...bookBody(k.bank.tafsiliId), firstLeaf: 1, lastLeaf: 201 });
    expect(huge.body.errors).toEqual([{ path: 'body.lastLeaf', message: 'CHEQUE_BOOK_TOO_LARGE' }]);
    const noSeries = await k.api<Answer>('POST', k.books, { ...bookBody(k.bank.tafsiliId), series: ' ' });
    expect(noSeries.body.errors).toEqual([{ path: 'body.series', message: 'REQUIRED' }]);
    const atCash = await k.api<Answer>('POST', k.books, bookBody(cash.tafsiliId));
    expect([atCash.status, atCash.body.errors]).toEqual([
      400,
      [{ path: 'body.bankTafsiliId', message: 'NOT_A_BANK_ACCOUNT' }],
    ]);
    const overlap = await k.api<Answer>('POST', k.books, {
      ...bookBody(k.bank.tafsiliId),
      firstLeaf: 125,
      lastLeaf: 150,
    });
    expect([overlap.status, overlap.body.errors]).toEqual([
      409,
      [{ path: 'body.firstLeaf', message: 'CHEQUE_BOOK_OVERLAP' }],
    ]);
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('an issue: a leaf used once (409), outside the book (400), a Sayad id taken (409), a closed date, a stranger (400)', async () => {
    await k.issue(book, { leaf: 101, sayadId: '2000000000000001' });
    const before = chequeRows(k.t.db);
    const again = await issue({ leaf: 101, sayadId: '2000000000000002' });
    expect([again.status, again.body.errors]).toEqual([409, [{ path: 'body.leaf', message: 'CHEQUE_LEAF_USED' }]]);
    const outside = await issue({ leaf: 99, sayadId: '2000000000000002' });
    expect([outside.status, outside.body.errors]).toEqual([
      400,
      [{ path: 'body.leaf', message: 'CHEQUE_LEAF_OUTSIDE_BOOK' }],
    ]);
    const taken = await issue({ leaf: 102, sayadId: '2000000000000001' });
    expect([taken.status, taken.body.errors]).toEqual([409, [{ path: 'body.sayadId', message: 'SAYAD_ID_TAKEN' }]]);
    const closed = await issue({ leaf: 102, sayadId: '2000000000000002', date: '2025-05-01' });
    expect([closed.status, closed.body.message]).toEqual([400, 'DATE_OUTSIDE_OPEN_YEAR']);
    const stranger = insertStakeholder(k.t.db, insertCompany(k.t.db).id).id;
    const theirs = await issue({ leaf: 102, sayadId: '2000000000000002', stakeholderId: stranger });
    expect(theirs.body.errors).toEqual([{ path: 'body.stakeholderId', message: 'STAKEHOLDER_NOT_FOUND' }]);
    const zero = await issue({ leaf: 102, sayadId: '2000000000000002', amount: 0 });
    expect(zero.body.errors).toEqual([{ path: 'body.amount', message: 'AMOUNT_REQUIRED' }]);
    const noBook = await issue({ leaf: 102 }, 999);
    expect([noBook.status, noBook.body.message]).toEqual([404, 'CHEQUE_BOOK_NOT_FOUND']);
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('a void: a used or void leaf (409), outside the book (400), no reason, a closed date (400)', async () => {
    await k.issue(book, { leaf: 101 });
    await voidLeaf({ leaf: 102 });
    const before = chequeRows(k.t.db);
    for (const leaf of [101, 102]) {
      const spent = await voidLeaf({ leaf });
      expect([spent.status, spent.body.errors]).toEqual([409, [{ path: 'body.leaf', message: 'CHEQUE_LEAF_USED' }]]);
    }
    const outside = await voidLeaf({ leaf: 200 });
    expect(outside.body.errors).toEqual([{ path: 'body.leaf', message: 'CHEQUE_LEAF_OUTSIDE_BOOK' }]);
    const noReason = await voidLeaf({ reason: '' });
    expect(noReason.body.errors).toEqual([{ path: 'body.reason', message: 'REQUIRED' }]);
    const closed = await voidLeaf({ date: '2027-06-01' });
    expect([closed.status, closed.body.message]).toEqual([400, 'DATE_OUTSIDE_OPEN_YEAR']);
    const issuedOnVoid = await issue({ leaf: 102, sayadId: '2000000000000009' });
    expect(issuedOnVoid.status).toBe(409);
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('no step out of a final state: a cleared or cancelled issued cheque is 409; deposit is not an issued step', async () => {
    const cleared = await k.issue(book, { leaf: 101 });
    await k.step(cleared.id, { action: 'CLEAR', date: '2026-07-06' });
    const before = chequeRows(k.t.db);
    const cancel = await k.step(cleared.id, { action: 'CANCEL', date: '2026-07-07' });
    expect([cancel.status, cancel.body.message]).toEqual([409, 'CHEQUE_STATE_FINAL']);
    const open = await k.issue(book, { leaf: 102 });
    const before2 = chequeRows(k.t.db);
    const deposit = await k.step(open.id, { action: 'DEPOSIT', date: '2026-07-06', bankTafsiliId: k.bank.tafsiliId });
    expect([deposit.status, deposit.body.errors]).toEqual([
      409,
      [{ path: 'body.action', message: 'CHEQUE_ACTION_NOT_ALLOWED' }],
    ]);
    expect(before2.cheques).toHaveLength((before.cheques?.length ?? 0) + 1);
    expect(chequeRows(k.t.db)).toEqual(before2);
  });
});

describe('cheque books: only the company’s bookkeepers', () => {
  const calls = (companyId: number, bookId: number): ApiCall[] => [
    ['GET', `/api/v1/companies/${companyId}/cheque-books`, undefined],
    ['POST', `/api/v1/companies/${companyId}/cheque-books`, bookBody(k.bank.tafsiliId)],
    ['GET', `/api/v1/companies/${companyId}/cheque-books/${bookId}`, undefined],
    [
      'POST',
      `/api/v1/companies/${companyId}/cheque-books/${bookId}/void`,
      { leaf: 110, date: '2026-05-02', reason: 'x' },
    ],
    ['POST', `/api/v1/companies/${companyId}/cheque-books/${bookId}/issue`, issueBody(k.supplier)],
    ['GET', `/api/v1/companies/${companyId}/due-cheques`, undefined],
  ];

  it('a non-member is refused every call (403), a viewer every write, nothing written', async () => {
    const viewer = insertUser(k.t.db).id;
    addMember(k.t.db, viewer, k.b.companyId, 'VIEWER');
    const session = await signedIn(k.t.db, k.t.config, viewer);
    const before = chequeRows(k.t.db);
    await expectEveryRefusal(
      k.t.apps.main,
      calls(k.b.companyId, book).filter(([method]) => method === 'POST'),
      session.auth,
      403,
      'ROLE_FORBIDDEN',
    );
    k.t.db.$client.prepare('delete from memberships where company_id = ?').run(k.b.companyId);
    await expectEveryRefusal(k.t.apps.main, calls(k.b.companyId, book), k.s.auth, 403, 'NOT_A_COMPANY_MEMBER');
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('a member of another company: this company’s book is 404 there, its bank account and person refused', async () => {
    const other = insertCompany(k.t.db).id;
    addMember(k.t.db, k.s.userId, other);
    const before = chequeRows(k.t.db);
    const [, create, ...onBook] = calls(other, book);
    for (const [method, path, body] of onBook.slice(0, 3)) {
      const answer = await k.api<Answer>(method, path, body);
      expect([path, answer.status, answer.body.message]).toEqual([path, 404, 'CHEQUE_BOOK_NOT_FOUND']);
    }
    const theirs = await k.api<Answer>('POST', create?.[1] as string, create?.[2]);
    expect([theirs.status, theirs.body.errors?.[0]?.path]).toEqual([400, 'body.bankTafsiliId']);
    const list = await k.api<{ data: unknown[] }>('GET', `/api/v1/companies/${other}/cheque-books`);
    expect(list.body.data).toEqual([]);
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('without a token: 401 on every call', async () => {
    await expectEveryAnswer(k.t.apps.main, calls(k.b.companyId, book), { status: 401 });
  });
});
