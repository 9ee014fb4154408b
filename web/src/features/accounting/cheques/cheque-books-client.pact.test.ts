import { describe, expect, it } from 'vitest';
import { dueChequesAnswer } from '../../../lib/api/testing/cheque-pact.ts';
import { signedInPact } from '../../../lib/api/testing/pact.ts';
import { eachLike, integer, string } from '../accounting-pact-fixtures.ts';
import {
  createChequeBook,
  getChequeBook,
  issueCheque,
  listChequeBooks,
  listDueCheques,
  voidChequeLeaf,
} from './cheques-client.ts';
import {
  book,
  booksBase,
  cheque,
  example,
  injected,
  injectedBookPath,
  issueStep,
  bookDetail,
  params,
  state,
  summary,
} from './cheques-pact-fixtures.ts';

const issued = {
  ...cheque,
  direction: string('ISSUED'),
  state: string('ISSUED'),
  stakeholder: { id: integer(2), name: string('پخش البرز') },
  serial: string('الف/12/103'),
  bankName: string('بانک ملت'),
  branch: null,
  drawerName: null,
  drawerNationalId: null,
  bank: { id: integer(1), name: string('ملت جاری') },
  chequeBookId: integer(1),
  leaf: integer(103),
  steps: [issueStep],
  actions: eachLike(string('CLEAR')),
};

describe('the cheque books and issued cheques', () => {
  it('lists the books of a bank account with their leaves used, void and free', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for a bank account’s cheque books')
      .request(`GET ${booksBase}`, { query: { bankTafsiliId: injected('bankTafsiliId') } })
      .answersList(200, book)
      .test(async (client) => {
        const books = await listChequeBooks(client, 1, { bankTafsiliId: example.bankTafsiliId });
        expect(books[0]?.free).toBeGreaterThan(0);
      });
  });

  it('records a cheque book of a bank account (201)', async () => {
    const input = { bankTafsiliId: example.bankTafsiliId, series: 'ب/7', firstLeaf: 1, lastLeaf: 10 };
    await signedInPact(state, params)
      .uponReceiving('a request to record a cheque book')
      .request(`POST ${booksBase}`, { body: { ...input, bankTafsiliId: injected('bankTafsiliId') } })
      .answersItem(201, {
        ...book,
        series: string('ب/7'),
        firstLeaf: integer(1),
        lastLeaf: integer(10),
        receivedDate: null,
        used: integer(0),
        voided: integer(0),
        free: integer(10),
        nextFreeLeaf: integer(1),
        usedLeaves: [],
        voidLeaves: [],
      })
      .test(async (client) => {
        const made = await createChequeBook(client, 1, input);
        expect([made.free, made.usedLeaves]).toEqual([10, []]);
      });
  });

  it('answers one book with every leaf', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for a cheque book')
      .request(['GET', injectedBookPath()])
      .answersItem(200, bookDetail)
      .test(async (client) => {
        const one = await getChequeBook(client, 1, example.bookId);
        expect(one.usedLeaves[0]?.chequeState).toBe('ISSUED');
      });
  });

  it('voids a free leaf', async () => {
    const input = { leaf: 110, date: '2026-05-03', reason: 'پاره شد' };
    await signedInPact(state, params)
      .uponReceiving('a request to void a free leaf')
      .request(['POST', injectedBookPath('/void')], { body: input })
      .answersItem(200, { ...bookDetail, voided: integer(2), free: integer(22) })
      .test(async (client) => {
        const after = await voidChequeLeaf(client, 1, example.bookId, input);
        expect(after.voided).toBe(2);
      });
  });

  it('refuses a leaf used once: 409 CHEQUE_LEAF_USED under the field', async () => {
    const input = { leaf: 101, date: '2026-05-03', reason: 'پاره شد' };
    await signedInPact(state, params)
      .uponReceiving('a request to void a used leaf')
      .request(['POST', injectedBookPath('/void')], { body: input })
      .refusesCall(409, 'CHEQUE_LEAF_USED', (client) => voidChequeLeaf(client, 1, example.bookId, input), [
        { path: 'body.leaf', message: 'CHEQUE_LEAF_USED' },
      ]);
  });

  it('issues a cheque to a person from a free leaf (201)', async () => {
    const input = {
      leaf: 103,
      sayadId: '2000000000000003',
      stakeholderId: example.supplierId,
      date: '2026-05-06',
      dueDate: '2026-08-06',
      amount: 7_000_000,
      description: null,
    };
    await signedInPact(state, params)
      .uponReceiving('a request to issue a cheque from a book')
      .request(['POST', injectedBookPath('/issue')], { body: { ...input, stakeholderId: injected('supplierId') } })
      .answersItem(201, issued)
      .test(async (client) => {
        const made = await issueCheque(client, 1, example.bookId, input);
        expect([made.direction, made.state]).toEqual(['ISSUED', 'ISSUED']);
      });
  });

  it('lists the open cheques overdue or due this week, received and issued', async () => {
    await signedInPact('a company of the signed-in user holds a cheque in hand', params)
      .uponReceiving('a request for the cheques falling due')
      .request('GET /api/v1/companies/1/due-cheques')
      .answers(200, dueChequesAnswer(summary))
      .test(async (client) => {
        const due = await listDueCheques(client, 1);
        expect(due.rows.length).toBeGreaterThan(0);
      });
  });
});
