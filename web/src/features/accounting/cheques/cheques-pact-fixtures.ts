// Matchers, injected ids and shapes of the cheques' pact tests.
import {
  eachLike,
  fromProviderState,
  integer,
  isoDate,
  isoDateTime,
  oneOf,
  regex,
  string,
} from '../accounting-pact-fixtures.ts';

export const state = 'a company of the signed-in user holds cheques';
export const params = { companyId: 1 };
export const base = '/api/v1/companies/1/cheques';

/** Ids of a fresh state; the provider answers its own (autoincrement counters survive resets). */
export const example = { inHandId: 1, depositedId: 2, bankTafsiliId: 1, customerId: 1, supplierId: 2 };
type Injected = keyof typeof example;
export const injected = (name: Injected) => fromProviderState(`\${${name}}`, example[name]);
export const injectedPath = (name: Injected, after = '') =>
  fromProviderState(`${base}/\${${name}}${after}`, `${base}/${example[name]}${after}`);

const states = ['IN_HAND', 'DEPOSITED', 'CLEARED', 'BOUNCED', 'ENDORSED', 'RETURNED', 'ISSUED', 'CANCELLED'];
const named = (name: string) => ({ id: integer(1), name: string(name) });

export const summary = {
  id: integer(1),
  direction: oneOf(['RECEIVED', 'ISSUED'], 'RECEIVED'),
  state: oneOf(states, 'IN_HAND'),
  sayadId: regex(/^\d{16}$/, '1234567890123456'),
  serial: string('۸۷۶۵۴۳'),
  bankName: string('بانک ملی'),
  branch: string('شعبه ونک'),
  drawerName: string('مریم کاظمی'),
  drawerNationalId: string('0013542419'),
  amount: integer(25_000_000),
  dueDate: isoDate('2026-07-01'),
  date: isoDate('2026-04-30'),
  description: null,
  stakeholder: named('مریم کاظمی'),
  bank: null,
  invoiceId: null,
  invoiceNumber: null,
  chequeBookId: null,
  leaf: null,
  createdAt: isoDateTime,
};

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
