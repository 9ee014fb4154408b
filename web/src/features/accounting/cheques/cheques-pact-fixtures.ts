// Matchers, injected ids and shapes of the cheques' pact tests.
import {
  eachLike,
  fromProviderState,
  integer,
  isoDate,
  isoDateTime,
  oneOf,
  string,
} from '../accounting-pact-fixtures.ts';
import { chequeStates } from '@daftar/contracts/endpoints/cheques-schemas';
import { chequeSummary } from '../../../lib/api/testing/cheque-pact.ts';
import { providerIds } from '../../../lib/api/testing/matchers.ts';

export const state = 'a company of the signed-in user holds cheques';
export const params = { companyId: 1 };
export const base = '/api/v1/companies/1/cheques';

/** Ids of a fresh state; the provider answers its own (autoincrement counters survive resets). */
export const example = {
  inHandId: 1,
  attachmentId: 1,
  depositedId: 2,
  issuedId: 3,
  bookId: 1,
  bankTafsiliId: 1,
  customerId: 1,
  supplierId: 2,
};
type Injected = keyof typeof example;
const stateIds = providerIds(example);
export const injected = stateIds.injected;
export const injectedPath = (name: Injected, after = '') => stateIds.at(base, name, after);

const named = (name: string) => ({ id: integer(1), name: string(name) });

export const summary = chequeSummary;

/** The receipt, the first step of every received cheque. */
export const receipt = {
  id: integer(1),
  kind: string('RECEIVE'),
  date: isoDate('2026-04-30'),
  fromState: null,
  toState: string('IN_HAND'),
  bank: null,
  stakeholder: null,
  reason: null,
  undoneAt: null,
  voucherId: integer(1),
  voucherNumber: integer(1),
};

/** A deposit at the state's bank account; undone, it keeps no voucher. */
export const deposit = (undone = false) => ({
  ...receipt,
  id: integer(2),
  kind: string('DEPOSIT'),
  date: isoDate('2026-05-01'),
  fromState: string('IN_HAND'),
  toState: string('DEPOSITED'),
  bank: { id: integer(1), name: string('ملت جاری') },
  ...(undone ? { undoneAt: isoDateTime, voucherId: null, voucherNumber: null } : {}),
});

export const cheque = {
  ...summary,
  steps: [receipt],
  actions: eachLike(string('DEPOSIT')),
};

export const meta = { page: integer(1), pageSize: integer(50), total: integer(2) };

export const booksBase = '/api/v1/companies/1/cheque-books';
export const injectedBookPath = (after = '') =>
  fromProviderState(`${booksBase}/\${bookId}${after}`, `${booksBase}/${example.bookId}${after}`);

/** The state's book: 25 leaves, one used and one void. */
export const book = {
  id: integer(1),
  bank: named('ملت جاری'),
  series: string('الف/12'),
  firstLeaf: integer(101),
  lastLeaf: integer(125),
  receivedDate: isoDate('2026-04-01'),
  description: null,
  used: integer(1),
  voided: integer(1),
  free: integer(23),
  nextFreeLeaf: integer(103),
  createdAt: isoDateTime,
};

export const usedLeaf = {
  leaf: integer(101),
  chequeId: integer(3),
  chequeState: oneOf(chequeStates, 'ISSUED'),
  stakeholder: named('پخش البرز'),
  amount: integer(18_000_000),
};
export const voidLeaf = { leaf: integer(102), date: isoDate('2026-05-02'), reason: string('پاره شد') };
export const bookDetail = { ...book, usedLeaves: eachLike(usedLeaf), voidLeaves: eachLike(voidLeaf) };

/** The issue, the first step of every issued cheque. */
export const issueStep = { ...receipt, kind: string('ISSUE'), toState: string('ISSUED'), date: isoDate('2026-05-05') };
