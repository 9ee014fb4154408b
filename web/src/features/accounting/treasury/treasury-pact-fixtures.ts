// Matchers, injected ids and shapes of the treasury's pact tests.
import {
  boolean,
  code,
  eachLike,
  integer,
  isoDate,
  isoDateTime,
  oneOf,
  regex,
  string,
} from '../accounting-pact-fixtures.ts';
import { providerIds } from '../../../lib/api/testing/matchers.ts';
import { signedInPact } from '../../../lib/api/testing/pact.ts';

export const state = 'a company of the signed-in user keeps its treasury';
export const params = { companyId: 1 };
export const base = '/api/v1/companies/1/treasury';

/** Ids of a fresh state; the provider answers its own (autoincrement counters survive resets). */
export const example = {
  cashId: 1,
  cashTafsiliId: 1,
  bankId: 2,
  bankTafsiliId: 2,
  holderTafsiliId: 3,
  partnerId: 1,
  transferId: 1,
  settlementId: 1,
  ownerTransactionId: 1,
  transportAccountId: 78,
};
type Injected = keyof typeof example;
const stateIds = providerIds(example);
export const injected = stateIds.injected;
export const injectedPath = (path: string, name: Injected, after = '') => stateIds.at(`${base}${path}`, name, after);

const kind = (example: string) => oneOf(['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'], example);
export const place = (name: string, kindExample = 'CASH_BOX') => ({
  id: integer(1),
  name: string(name),
  kind: kind(kindExample),
});
const status = oneOf(['ACTIVE', 'CANCELLED'], 'ACTIVE');

export const cashBox = {
  id: integer(1),
  kind: kind('CASH_BOX'),
  tafsiliId: integer(1),
  tafsiliCode: code('1001'),
  ledgerAccountId: integer(32),
  name: string('صندوق فروشگاه'),
  bankName: null,
  branch: null,
  accountNumber: null,
  iban: null,
  cardNumber: null,
  holderName: null,
  cashLimit: null,
  openingBalance: integer(20_000_000),
  openingDate: null,
  description: null,
  archived: boolean(false),
  balance: integer(23_000_000),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const bankAccount = {
  ...cashBox,
  kind: kind('BANK_ACCOUNT'),
  name: string('بانک ملت — حساب جاری'),
  bankName: string('بانک ملت'),
  iban: regex(/^IR\d{24}$/, 'IR760120000001234567890123'),
  openingBalance: integer(500_000_000),
  balance: integer(792_000_000),
};

export const meta = { page: integer(1), pageSize: integer(20), total: integer(1) };

export const transfer = {
  id: integer(1),
  kind: oneOf(['TRANSFER', 'ADVANCE', 'REPLENISHMENT'], 'TRANSFER'),
  date: isoDate('2026-04-10'),
  from: place('بانک ملت — حساب جاری', 'BANK_ACCOUNT'),
  to: place('صندوق فروشگاه'),
  amount: integer(8_000_000),
  fee: integer(0),
  reference: null,
  description: null,
  status,
  voucherId: integer(3),
  voucherNumber: integer(3),
  createdAt: isoDateTime,
};

export const settlement = {
  id: integer(1),
  holder: place('تنخواه دفتر', 'PETTY_CASH'),
  date: isoDate('2026-04-20'),
  total: integer(1_200_000),
  description: null,
  status,
  voucherId: integer(5),
  voucherNumber: integer(5),
  lines: eachLike({
    accountId: integer(78),
    accountCode: code('8107'),
    accountName: string('هزینه حمل و نقل'),
    amount: integer(1_200_000),
    description: string('کرایه پیک'),
  }),
  createdAt: isoDateTime,
};

export const partner = {
  id: integer(1),
  tafsiliId: integer(4),
  tafsiliCode: code('1004'),
  name: string('علی رضایی'),
  shareBasisPoints: integer(6000),
  mobile: null,
  description: null,
  capital: integer(300_000_000),
  drawings: integer(0),
  createdAt: isoDateTime,
};

export const ownerTransaction = {
  id: integer(1),
  partnerId: integer(1),
  partnerName: string('علی رضایی'),
  kind: oneOf(['CONTRIBUTION', 'WITHDRAWAL'], 'CONTRIBUTION'),
  date: isoDate('2026-04-01'),
  amount: integer(300_000_000),
  treasury: place('بانک ملت — حساب جاری', 'BANK_ACCOUNT'),
  description: null,
  status,
  voucherId: integer(4),
  voucherNumber: integer(4),
  createdAt: isoDateTime,
};

/**
 * A move cancelled: `POST {path}/{id}/cancel` with an empty body, answered with the move CANCELLED and its temporary
 * voucher gone. Chain `.test(…)` with the client's cancel call.
 */
export const cancelPact = (description: string, path: string, name: Injected, move: Record<string, unknown>) =>
  signedInPact(state, params)
    .uponReceiving(description)
    .request(['POST', injectedPath(path, name, '/cancel')], { body: {} })
    .answers(200, { success: true, itemInfo: { ...move, status: 'CANCELLED', voucherId: null, voucherNumber: null } });
