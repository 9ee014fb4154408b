import { latestDate } from '@daftar/contracts/endpoints/accounting-common';
import { addDays } from '@daftar/db/accounting/calendar';
import fc from 'fast-check';
import { expect } from 'vitest';
import { currentYear } from '../../src/domain/accounting/fiscal-years.ts';
import { postDocument, reverseDocumentVoucher } from '../../src/domain/accounting/posting.ts';
import type { VoucherLineInput } from '../../src/domain/accounting/voucher-lines.ts';
import {
  copyVoucher,
  createVoucher,
  finaliseVoucher,
  finaliseYearVouchers,
  removeVoucher,
  updateVoucher,
} from '../../src/domain/accounting/vouchers.ts';
import { closeFiscalYear } from '../../src/domain/accounting/year-end.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { addTafsili, type Books, openBooks } from './books.ts';

/** Closing is tried after every year has ended: the property is about the books, not the calendar. */
const afterEveryYear = latestDate;

/** Moein accounts of every type the random vouchers post to; 1201 and 3101 lines may carry a person tafsili. */
export const postedCodes = [
  '1101',
  '1102',
  '1201',
  '1301',
  '1401',
  '2104',
  '3101',
  '3201',
  '3202',
  '5101',
  '5301',
  '6101',
  '6201',
  '7101',
  '8101',
  '8103',
];

/** A transfer of `amount` from one account to another: one debit line and one credit line. */
const transferArb = fc.record({
  debit: fc.nat(postedCodes.length - 1),
  credit: fc.nat(postedCodes.length - 1),
  amount: fc.integer({ min: 1, max: 1_000_000_000_000 }),
  tafsili: fc.nat(2),
});
const voucherArb = fc.record({ day: fc.nat(364), transfers: fc.array(transferArb, { minLength: 1, maxLength: 4 }) });

export const operationArb = fc.oneof(
  { weight: 8, arbitrary: fc.record({ op: fc.constant('post' as const), voucher: voucherArb, tamper: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('finalise' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('update' as const), pick: fc.nat(), voucher: voucherArb }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('copy' as const), pick: fc.nat(), day: fc.nat(364) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('document' as const), voucher: voucherArb }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat(), day: fc.nat(364) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('finaliseUpTo' as const), day: fc.nat(364) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('close' as const) }) },
);
export type Operation = typeof operationArb extends fc.Arbitrary<infer T> ? T : never;
type VoucherSpec = { day: number; transfers: { debit: number; credit: number; amount: number; tafsili: number }[] };

export interface RandomBooks {
  books: Books;
  people: [number, number];
  /** Each close: the closed year, the year it opened and its opening voucher, for the carry-over check. */
  closings: { yearId: number; nextYearId: number; openingVoucherId: number | null }[];
  documents: number[];
  nextDocument: number;
}

/** Fresh books with a customer and a supplier tafsili, before the first operation of a history. */
export function openRandomBooks(): RandomBooks {
  const books = openBooks();
  return {
    books,
    people: [addTafsili(books, 'مشتری'), addTafsili(books, 'تأمین‌کننده')],
    closings: [],
    documents: [],
    nextDocument: 1,
  };
}

function linesOf(state: RandomBooks, spec: VoucherSpec): VoucherLineInput[] {
  const { acc } = state.books;
  const tafsiliFor = (code: string, pick: number) =>
    (code === '1201' || code === '3101') && pick > 0 ? state.people[pick - 1] : null;
  return spec.transfers.flatMap((t) => {
    const debitCode = postedCodes[t.debit] ?? '1101';
    const creditCode = postedCodes[t.credit] ?? '5101';
    return [
      { accountId: acc(debitCode), tafsiliId: tafsiliFor(debitCode, t.tafsili), debit: t.amount, credit: 0 },
      { accountId: acc(creditCode), tafsiliId: tafsiliFor(creditCode, t.tafsili), debit: 0, credit: t.amount },
    ];
  });
}

const dateIn = (state: RandomBooks, day: number) =>
  addDays(currentYear(state.books.db, state.books.companyId).startDate, day);

function idsWhere(state: RandomBooks, where: string): number[] {
  const { db, companyId } = state.books;
  const rows = db.$client
    .prepare(
      `select v.id from vouchers v join fiscal_years y on y.id = v.fiscal_year_id
       where v.company_id = ? and y.status = 'OPEN' and ${where} order by v.id`,
    )
    .all(companyId) as { id: number }[];
  return rows.map((row) => row.id);
}

const pickFrom = (ids: number[], pick: number) => (ids.length === 0 ? undefined : ids[pick % ids.length]);
const count = (state: RandomBooks) =>
  (state.books.db.$client.prepare('select count(*) as n from vouchers').get() as { n: number }).n;

/** Applies one random operation, checking what it did (a refusal must leave the voucher count as it was). */
export function apply(state: RandomBooks, operation: Operation): void {
  const { db, companyId, userId } = state.books;
  const handMadeTemporary = idsWhere(state, "v.status = 'TEMPORARY' and v.kind = 'NORMAL' and v.source_type is null");
  const before = count(state);
  switch (operation.op) {
    case 'post': {
      const lines = linesOf(state, operation.voucher);
      const date = dateIn(state, operation.voucher.day);
      if (operation.tamper) {
        const first = lines[0];
        if (first) first.debit += 1;
        expect(() => createVoucher(db, companyId, userId, { date, lines })).toThrow(DomainError);
        expect(count(state)).toBe(before);
      } else {
        createVoucher(db, companyId, userId, { date, lines });
        expect(count(state)).toBe(before + 1);
      }
      return;
    }
    case 'finalise': {
      const id = pickFrom(idsWhere(state, "v.status = 'TEMPORARY'"), operation.pick);
      if (id !== undefined) expect(finaliseVoucher(db, companyId, id).status).toBe('FINAL');
      return;
    }
    case 'remove': {
      const id = pickFrom(handMadeTemporary, operation.pick);
      if (id === undefined) return;
      removeVoucher(db, companyId, id);
      expect(count(state)).toBe(before - 1);
      return;
    }
    case 'update': {
      const id = pickFrom(handMadeTemporary, operation.pick);
      if (id === undefined) return;
      const lines = linesOf(state, operation.voucher);
      updateVoucher(db, companyId, id, { date: dateIn(state, operation.voucher.day), lines });
      return;
    }
    case 'copy': {
      const id = pickFrom(idsWhere(state, "v.kind = 'NORMAL'"), operation.pick);
      if (id !== undefined) copyVoucher(db, companyId, userId, id, dateIn(state, operation.day));
      return;
    }
    case 'document': {
      const sourceId = state.nextDocument++;
      const posting = {
        companyId,
        date: dateIn(state, operation.voucher.day),
        sourceType: 'TEST_DOCUMENT',
        sourceId,
        lines: linesOf(state, operation.voucher),
      };
      db.transaction((tx) => postDocument(tx, posting));
      state.documents.push(sourceId);
      return;
    }
    case 'reverse': {
      const sourceId = pickFrom(state.documents, operation.pick);
      if (sourceId === undefined) return;
      const ref = { companyId, sourceType: 'TEST_DOCUMENT', sourceId, date: dateIn(state, operation.day) };
      db.transaction((tx) => reverseDocumentVoucher(tx, ref));
      state.documents = state.documents.filter((id) => id !== sourceId);
      return;
    }
    case 'finaliseUpTo': {
      finaliseUpTo(state, dateIn(state, operation.day));
      return;
    }
    case 'close': {
      for (const id of idsWhere(state, "v.status = 'TEMPORARY'")) finaliseVoucher(db, companyId, id);
      const year = currentYear(db, companyId);
      const closed = closeFiscalYear(db, companyId, year.id, afterEveryYear);
      state.closings.push({
        yearId: year.id,
        nextYearId: closed.nextYear.id,
        openingVoucherId: closed.opening?.id ?? null,
      });
      return;
    }
  }
}

type NumberedVoucher = { id: number; number: number; status: string; date: string };

/**
 * The year's «finalise temporary vouchers» up to `upTo`, checked against the numbering's rule as if each chosen
 * voucher had been finalised in turn: the finals keep their numbers, the chosen ones follow in their old order, and
 * the temporaries left follow them in theirs.
 */
function finaliseUpTo(state: RandomBooks, upTo: string): void {
  const { db, companyId } = state.books;
  const year = currentYear(db, companyId);
  const numbered = () =>
    db.$client
      .prepare('select id, number, status, date from vouchers where fiscal_year_id = ? order by number')
      .all(year.id) as NumberedVoucher[];
  const before = numbered();
  const finals = before.filter((v) => v.status === 'FINAL');
  const chosen = before.filter((v) => v.status === 'TEMPORARY' && v.date <= upTo);
  const left = before.filter((v) => v.status === 'TEMPORARY' && v.date > upTo);
  const result = finaliseYearVouchers(db, companyId, year.id, upTo);
  expect(result.finalised).toBe(chosen.length);
  const expected = [...finals, ...chosen.map((v) => ({ ...v, status: 'FINAL' })), ...left].map((v, index) => ({
    id: v.id,
    number: index + 1,
    status: v.status,
  }));
  expect(numbered().map(({ id, number, status }) => ({ id, number, status }))).toEqual(expected);
}
