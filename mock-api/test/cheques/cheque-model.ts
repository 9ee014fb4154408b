import type { ChequeState } from '@daftar/contracts/endpoints/cheques-schemas';
import { chequeActionsByState } from '@daftar/contracts/endpoints/cheques-schemas';
import { invoiceCreateInputSchema, invoicePaymentInputSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import fc from 'fast-check';
import { expect } from 'vitest';
import { createChequeBook, voidChequeLeaf } from '../../src/domain/cheques/cheque-books.ts';
import { issueCheque } from '../../src/domain/cheques/cheque-issue.ts';
import { getCheque } from '../../src/domain/cheques/cheque-rows.ts';
import { addChequeStep, receiveCheque, undoChequeStep } from '../../src/domain/cheques/cheques.ts';
import { ensureStakeholderTafsili } from '../../src/domain/accounting/tafsili.ts';
import { addInvoicePayment } from '../../src/domain/invoices/invoice-payments.ts';
import { createInvoice } from '../../src/domain/invoices/invoices.ts';
import { createTreasuryAccount } from '../../src/domain/treasury/treasury-accounts.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { type Books, journalBalance, openBooks } from '../accounting/books.ts';
import { insertItem, insertStakeholder } from '../support/factories.ts';

/** What each cheque should be, kept beside the domain: its state, amount, drawer, bank and the states it came by. */
export interface ModelCheque {
  id: number;
  direction: 'RECEIVED' | 'ISSUED';
  amount: number;
  person: number;
  bank: number | null;
  state: ChequeState;
  /** The states before each step that stands after the receipt (what an undo goes back to), and their banks. */
  history: { state: ChequeState; bank: number | null }[];
  endorsee: number | null;
  /** Whether it went back to the drawer (their receivable again). */
  returned: boolean;
}

export interface ChequeWorld {
  books: Books;
  people: number[];
  banks: { tafsiliId: number; opening: number }[];
  cheques: ModelCheque[];
  nextSayad: number;
  /** Each bank's cheque book (leaves 1..leaves) and the leaves spent on it, used or void. */
  chequeBooks: { id: number; spent: Set<number> }[];
  /** A service without VAT that the sales sell, so a sale's total is its price. */
  service: number;
  /** The sales made so far: their customer, total and what is still due on them. */
  sales: { id: number; person: number; total: number; due: number }[];
}

/** The leaves of each bank's book: few, so random issues and voids meet a spent leaf often. */
const leaves = 12;

const amount = fc.integer({ min: 1, max: 80_000_000 });
const pick = fc.nat();
export const chequeOperation = fc.oneof(
  fc.record({ op: fc.constant('receive' as const), person: fc.integer({ min: 0, max: 2 }), amount }),
  fc.record({ op: fc.constant('deposit' as const), pick, bank: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ op: fc.constant('clear' as const), pick }),
  fc.record({ op: fc.constant('bounce' as const), pick, returnToDrawer: fc.boolean() }),
  fc.record({ op: fc.constant('endorse' as const), pick, to: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ op: fc.constant('return' as const), pick }),
  fc.record({ op: fc.constant('undo' as const), pick }),
  fc.record({
    op: fc.constant('issue' as const),
    person: fc.integer({ min: 0, max: 2 }),
    amount,
    bank: fc.integer({ min: 0, max: 1 }),
    leaf: fc.integer({ min: 1, max: leaves }),
  }),
  fc.record({
    op: fc.constant('void' as const),
    bank: fc.integer({ min: 0, max: 1 }),
    leaf: fc.integer({ min: 1, max: leaves }),
  }),
  fc.record({ op: fc.constant('cancel' as const), pick }),
  fc.record({ op: fc.constant('sell' as const), person: fc.integer({ min: 0, max: 2 }), amount }),
  fc.record({ op: fc.constant('pay' as const), pick, share: fc.integer({ min: 1, max: 100 }) }),
);
export type ChequeOperation = typeof chequeOperation extends fc.Arbitrary<infer T> ? T : never;

/** A cheque the model follows from its first step (received into hand, or issued): its Sayad id is used up. */
function follow(w: ChequeWorld, cheque: Omit<ModelCheque, 'history' | 'endorsee' | 'returned'>): void {
  w.nextSayad += 1;
  w.cheques.push({ ...cheque, history: [], endorsee: null, returned: false });
}

/** Fresh books (1405), two bank accounts and three people (two customers and a supplier). */
export function chequeWorld(): ChequeWorld {
  const books = openBooks();
  const bank = (name: string, opening: number) => ({
    tafsiliId: createTreasuryAccount(books.db, books.companyId, null, {
      kind: 'BANK_ACCOUNT',
      name,
      bankName: name,
      openingBalance: opening,
    }).tafsiliId,
    opening,
  });
  const people = [
    insertStakeholder(books.db, books.companyId, { firstName: 'مریم', lastName: 'کاظمی' }).id,
    insertStakeholder(books.db, books.companyId, { firstName: 'کاوه', lastName: 'یزدانی' }).id,
    insertStakeholder(books.db, books.companyId, { kind: 'BUSINESS', businessName: 'پخش البرز', isSupplier: true }).id,
  ];
  const banks = [bank('ملت جاری', 50_000_000), bank('سامان سپرده', 0)];
  const chequeBooks = banks.map((each) => ({
    id: createChequeBook(books.db, books.companyId, {
      bankTafsiliId: each.tafsiliId,
      series: 'الف',
      firstLeaf: 1,
      lastLeaf: leaves,
    }).id,
    spent: new Set<number>(),
  }));
  const service = insertItem(books.db, books.companyId, { kind: 'SERVICE', name: 'نصب', vatRate: 0 }).id;
  return { books, people, banks, cheques: [], nextSayad: 1, chequeBooks, service, sales: [] };
}

const date = '2026-05-01';

/**
 * Applies one operation through the domain, on the cheque `pick` chooses. A step the model says the state does not
 * allow must be refused with 409 (CHEQUE_STATE_FINAL or CHEQUE_ACTION_NOT_ALLOWED, or CHEQUE_NOTHING_TO_UNDO) and
 * change nothing; any other failure fails the property.
 */
export function applyChequeOperation(w: ChequeWorld, o: ChequeOperation): void {
  const { db, companyId } = w.books;
  if (o.op === 'issue' || o.op === 'void') {
    applyLeafOperation(w, o);
    return;
  }
  if (o.op === 'sell' || o.op === 'pay') {
    applyInvoiceOperation(w, o);
    return;
  }
  if (o.op === 'receive') {
    const person = w.people[o.person] as number;
    const made = receiveCheque(db, companyId, null, {
      sayadId: String(1_000_000_000_000_000 + w.nextSayad),
      bankName: 'بانک ملی',
      stakeholderId: person,
      date,
      dueDate: '2026-07-01',
      amount: o.amount,
    });
    follow(w, { id: made.id, direction: 'RECEIVED', amount: o.amount, person, bank: null, state: 'IN_HAND' });
    return;
  }
  const cheque = w.cheques.length === 0 ? undefined : w.cheques[o.pick % w.cheques.length];
  if (!cheque) return;
  if (o.op === 'undo') {
    const last = cheque.history.at(-1);
    if (!last) {
      expectRefused(() => undoChequeStep(db, companyId, cheque.id, null, {}), 'CHEQUE_NOTHING_TO_UNDO');
      return;
    }
    undoChequeStep(db, companyId, cheque.id, null, {});
    cheque.history.pop();
    Object.assign(cheque, { state: last.state, bank: last.bank, endorsee: null, returned: false });
    return;
  }
  const action = {
    deposit: 'DEPOSIT',
    clear: 'CLEAR',
    bounce: 'BOUNCE',
    endorse: 'ENDORSE',
    return: 'RETURN',
    cancel: 'CANCEL',
  } as const;
  const input =
    o.op === 'deposit'
      ? { action: 'DEPOSIT' as const, date, bankTafsiliId: w.banks[o.bank]?.tafsiliId ?? 0 }
      : o.op === 'bounce'
        ? { action: 'BOUNCE' as const, date, reason: 'کسری موجودی', returnToDrawer: o.returnToDrawer }
        : o.op === 'endorse'
          ? { action: 'ENDORSE' as const, date, stakeholderId: w.people[o.to] as number }
          : { action: action[o.op], date };
  if (!chequeActionsByState[cheque.state].includes(input.action)) {
    const code = ['CLEARED', 'ENDORSED', 'RETURNED', 'CANCELLED'].includes(cheque.state)
      ? 'CHEQUE_STATE_FINAL'
      : 'CHEQUE_ACTION_NOT_ALLOWED';
    expectRefused(() => addChequeStep(db, companyId, cheque.id, null, input), code);
    return;
  }
  const answer = addChequeStep(db, companyId, cheque.id, null, input);
  cheque.history.push({ state: cheque.state, bank: cheque.bank });
  if (input.action === 'DEPOSIT') cheque.bank = input.bankTafsiliId;
  if (input.action === 'ENDORSE') cheque.endorsee = input.stakeholderId;
  cheque.returned = input.action === 'RETURN' || (input.action === 'BOUNCE' && input.returnToDrawer);
  cheque.state = answer.state;
}

/** An issue from a leaf of a bank's book, or a void of one; a spent leaf is refused (409) and changes nothing. */
function applyLeafOperation(w: ChequeWorld, o: Extract<ChequeOperation, { op: 'issue' | 'void' }>): void {
  const { db, companyId } = w.books;
  const book = w.chequeBooks[o.bank];
  const bank = w.banks[o.bank];
  if (!book || !bank) return;
  if (book.spent.has(o.leaf)) {
    const spend =
      o.op === 'void'
        ? () => voidChequeLeaf(db, companyId, book.id, { leaf: o.leaf, date, reason: 'پاره' })
        : () =>
            issueCheque(db, companyId, book.id, null, {
              leaf: o.leaf,
              sayadId: String(2_000_000_000_000_000 + w.nextSayad),
              stakeholderId: w.people[o.person] as number,
              date,
              dueDate: '2026-07-01',
              amount: o.amount,
            });
    expectRefused(spend, 'CHEQUE_LEAF_USED');
    return;
  }
  book.spent.add(o.leaf);
  if (o.op === 'void') {
    voidChequeLeaf(db, companyId, book.id, { leaf: o.leaf, date, reason: 'پاره' });
    return;
  }
  const person = w.people[o.person] as number;
  const made = issueCheque(db, companyId, book.id, null, {
    leaf: o.leaf,
    sayadId: String(2_000_000_000_000_000 + w.nextSayad),
    stakeholderId: person,
    date,
    dueDate: '2026-07-01',
    amount: o.amount,
  });
  follow(w, { id: made.id, direction: 'ISSUED', amount: o.amount, person, bank: bank.tafsiliId, state: 'ISSUED' });
}

/**
 * A sale to a person, issued; or a part of a sale's balance due (`share` per cent, at least a Rial) paid by a
 * cheque, which is then one of the cheques like any received directly.
 */
function applyInvoiceOperation(w: ChequeWorld, o: Extract<ChequeOperation, { op: 'sell' | 'pay' }>): void {
  const { db, companyId } = w.books;
  if (o.op === 'sell') {
    const person = w.people[o.person] as number;
    const sale = createInvoice(
      db,
      companyId,
      null,
      invoiceCreateInputSchema.parse({
        kind: 'SELL',
        stakeholderId: person,
        issueDate: date,
        lines: [{ itemId: w.service, quantity: 1, unitPrice: o.amount }],
        issue: true,
      }),
    );
    w.sales.push({ id: sale.id, person, total: sale.grandTotal, due: sale.grandTotal });
    return;
  }
  const open = w.sales.filter((sale) => sale.due > 0);
  const sale = open.length === 0 ? undefined : open[o.pick % open.length];
  if (!sale) return;
  const amount = Math.max(1, Math.floor((sale.due * o.share) / 100));
  const paid = addInvoicePayment(
    db,
    companyId,
    sale.id,
    null,
    invoicePaymentInputSchema.parse({
      date,
      method: 'CHEQUE',
      amount,
      reference: String(w.nextSayad),
      chequeDueDate: '2026-07-01',
      cheque: { sayadId: String(3_000_000_000_000_000 + w.nextSayad), bankName: 'بانک ملت' },
    }),
  );
  w.nextSayad += 1;
  sale.due -= amount;
  expect(paid.balanceDue).toBe(sale.due);
  const payment = paid.payments.at(-1)?.id;
  const made = db.$client.prepare('select id from cheques where invoice_payment_id = ?').get(payment) as { id: number };
  w.cheques.push({
    id: made.id,
    direction: 'RECEIVED',
    amount,
    person: sale.person,
    bank: null,
    state: 'IN_HAND',
    history: [],
    endorsee: null,
    returned: false,
  });
}

function expectRefused(step: () => unknown, code: string): void {
  try {
    step();
  } catch (error) {
    expect(error instanceof DomainError ? error.code : error).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

/** Debit − credit over the journal on an account code, a tafsili when given. */
export function balanceOf(w: ChequeWorld, code: string, tafsiliId?: number): number {
  return journalBalance(w.books.db, w.books.acc(code), tafsiliId);
}

const sum = (cheques: ModelCheque[]) => cheques.reduce((total, cheque) => total + cheque.amount, 0);

/**
 * The accounts each state lives in hold exactly the cheques in that state: notes receivable = in hand (bounced
 * ones are back in hand), cheques in collection = deposited and not cleared (per bank too), notes payable = issued
 * and not cleared or returned (per payee too), each bank = its opening + what cleared into it − what cleared out of
 * it; each person's receivable = their sales − (cheques they gave, directly or on a sale) + those returned to them;
 * each person's payable = the cheques
 * endorsed to them + those issued to them and not returned; every voucher balances; the states are the model's.
 */
export function checkChequeBooks(w: ChequeWorld): void {
  const { db, companyId } = w.books;
  const unbalanced = db.$client
    .prepare('select voucher_id from voucher_lines group by voucher_id having sum(debit) <> sum(credit)')
    .all();
  expect(unbalanced).toEqual([]);
  const inState = (...states: ChequeState[]) => w.cheques.filter((cheque) => states.includes(cheque.state));
  const received = (cheque: ModelCheque) => cheque.direction === 'RECEIVED';
  const issued = (cheque: ModelCheque) => cheque.direction === 'ISSUED';
  expect(balanceOf(w, '1202')).toBe(sum(inState('IN_HAND', 'BOUNCED')));
  expect(balanceOf(w, '1203')).toBe(sum(inState('DEPOSITED')));
  expect(balanceOf(w, '3102')).toBe(0 - sum(inState('ISSUED')));
  for (const bank of w.banks) {
    const atBank = (cheque: ModelCheque) => cheque.bank === bank.tafsiliId;
    const cleared = inState('CLEARED').filter(atBank);
    expect(balanceOf(w, '1203', bank.tafsiliId)).toBe(sum(inState('DEPOSITED').filter(atBank)));
    expect(balanceOf(w, '1102', bank.tafsiliId)).toBe(
      bank.opening + sum(cleared.filter(received)) - sum(cleared.filter(issued)),
    );
  }
  for (const person of w.people) {
    const tafsili = ensureStakeholderTafsili(db, companyId, person).id;
    const theirs = w.cheques.filter((cheque) => cheque.person === person);
    const given = theirs.filter(received);
    const paid = theirs.filter(issued);
    const sold = w.sales.filter((sale) => sale.person === person).reduce((total, sale) => total + sale.total, 0);
    expect(balanceOf(w, '1201', tafsili)).toBe(sold - sum(given) + sum(given.filter((cheque) => cheque.returned)));
    expect(balanceOf(w, '3101', tafsili)).toBe(
      sum(inState('ENDORSED').filter((cheque) => cheque.endorsee === person)) +
        sum(paid.filter((cheque) => cheque.state !== 'CANCELLED')),
    );
    expect(balanceOf(w, '3102', tafsili)).toBe(0 - sum(paid.filter((cheque) => cheque.state === 'ISSUED')));
  }
  for (const cheque of w.cheques) expect(getCheque(db, companyId, cheque.id).state).toBe(cheque.state);
}
