import { MatchersV3 } from '@pact-foundation/pact';
import { signedInPact } from '../../lib/api/testing/pact.ts';

const { boolean, fromProviderState, integer, regex, string } = MatchersV3;

/** What the bank's pacts send and expect: the bank-token header and the shapes of its records, by type. */
export const bankToken = regex(/^\S+$/, 'pact-bank-token');
export const inBanking = { accessToken: 'pact-access-token', bankToken: 'pact-bank-token' };
export const withBankToken = { headers: { 'bank-token': bankToken } };
export const bankState = 'the signed-in user has a bank';
/** An interaction inside banking: signed in, and the client the test is handed sends the bank token too. */
export const bankPact = (state = bankState) => signedInPact(state).withCredentials(inBanking);

const isoTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, example);
const isoDate = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);

export const depositBody = (id = 'dep-2001') => ({
  id: string(id),
  number: regex(/^\d{4}-\d{3}-\d{7}-\d$/, '0202-850-1112223-1'),
  iban: regex(/^IR\d{24}$/, 'IR580540105180021273113007'),
  title: string('حساب جاری کافه نارنج'),
  balance: integer(144_000_000),
  currency: 'IRR',
  type: regex(/^(CURRENT|SHORT_TERM|LONG_TERM|SAVINGS)$/, 'CURRENT'),
  dailyLimit: integer(500_000_000),
  usedToday: integer(0),
});

export const cardBody = (blocked = false) => ({
  id: string('card-2001'),
  depositId: string('dep-2001'),
  depositTitle: string('حساب جاری کافه نارنج'),
  maskedNumber: regex(/^\d{4} \d{2}\*\* \*{4} \d{4}$/, '6221 06** **** 2736'),
  holder: string('رضا کریمی'),
  expiry: regex(/^\d{4}\/\d{2}$/, '1409/02'),
  blocked: boolean(blocked),
  bank: string('BANK_PARSIAN'),
  dailyLimit: integer(200_000_000),
  usedToday: integer(0),
});

export const transactionBody = {
  id: integer(1),
  depositId: string('dep-2001'),
  cardId: null,
  occurredAt: isoTime('2026-11-24T08:15:00.000Z'),
  amount: integer(4_500_000),
  direction: regex(/^(CREDIT|DEBIT)$/, 'CREDIT'),
  category: string('SALES'),
  description: string('واریز فروش کارت‌خوان'),
  counterparty: null,
  balanceAfter: integer(148_500_000),
  reference: regex(/^\d+$/, '24050000001'),
};

export const billBody = (paid = false, paidHere = paid) => ({
  id: integer(1),
  type: regex(/^(WATER|ELECTRICITY|GAS|PHONE|MOBILE)$/, 'ELECTRICITY'),
  title: string('برق کافه'),
  billId: regex(/^\d+$/, '5512398024'),
  paymentId: regex(/^\d+$/, '248050853'),
  amount: integer(2_480_000),
  dueOn: isoDate('2026-12-06'),
  paidAt: paid ? isoTime('2026-11-25T08:00:00.000Z') : null,
  transactionId: paidHere ? integer(700) : null,
});

export const savedAccountBody = {
  id: integer(1),
  name: string('شرکت لبنیات پگاه'),
  kind: regex(/^(IBAN|CARD)$/, 'IBAN'),
  value: string('IR090120000000345678901001'),
  bank: string('BANK_MELLAT'),
};

export const transferBody = (status: 'AWAITING_CODE' | 'DONE') => ({
  id: integer(1),
  idempotencyKey: string('pact-transfer-key-0001'),
  kind: 'CARD',
  sourceDepositId: string('dep-2001'),
  sourceCardId: string('card-2001'),
  destination: string('6221061026808172'),
  destinationName: string('مریم احمدی'),
  destinationBank: string('BANK_PARSIAN'),
  amount: integer(2_500_000),
  description: string(''),
  status,
  codeSentTo: string('u***@daftar.local'),
  codeExpiresAt: isoTime('2026-11-25T08:02:00.000Z'),
  reference: status === 'DONE' ? regex(/^\d{14}$/, '17640576001234') : null,
  debitTransactionId: status === 'DONE' ? integer(700) : null,
  createdAt: isoTime('2026-11-25T08:00:00.000Z'),
  completedAt: status === 'DONE' ? isoTime('2026-11-25T08:01:00.000Z') : null,
});

/** A path with the provider state's id of a record (`${billId}`), 1 in the consumer's example. */
export const statePath = (template: string, name: string) =>
  fromProviderState(
    `/neobank/general/web/${template.replace(':id', `\${${name}}`)}`,
    `/neobank/general/web/${template.replace(':id', '1')}`,
  );
