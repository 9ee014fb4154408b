import { bankEndpoint, recordCalls } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope, okSchema } from '../envelope.ts';
import {
  billInputSchema,
  billPaymentInputSchema,
  billSchema,
  numericIdParamsSchema,
  savedAccountInputSchema,
  savedAccountSchema,
  transferConfirmInputSchema,
  transferInputSchema,
  transferSchema,
  workbookQuerySchema,
  workbookSchema,
} from './banking-schemas.ts';
import { z } from 'zod';

/** The bank's payments: bills, saved accounts, transfers (asked for, then confirmed with a code) and the workbook. */
const base = '/neobank/general/web';
const bill = recordCalls(bankEndpoint, {
  path: `${base}/bills/:id`,
  params: numericIdParamsSchema,
  record: billSchema,
});
const transfer = recordCalls(bankEndpoint, {
  path: `${base}/transfers/:id`,
  params: numericIdParamsSchema,
  record: transferSchema,
});

const listBills = bankEndpoint.get('listBills', `${base}/bills`, {
  summary: "The user's bills, unpaid first.",
  response: listEnvelope(billSchema),
});

const getBill = bill.get('getBill', {
  summary: 'One bill; another user’s answers 404 BILL_NOT_FOUND.',
});

const createBill = bankEndpoint.post('createBill', `${base}/bills`, {
  summary:
    'Adds a bill by its bill id and payment id (check digits checked: 400 INVALID_BILL_ID / INVALID_PAYMENT_ID).',
  body: billInputSchema,
  response: itemEnvelope(billSchema),
});

const payBill = bill.post('payBill', {
  at: 'pay',
  summary: 'Pays a bill from a deposit, within its balance and daily limit, in one transaction.',
  body: billPaymentInputSchema,
});

const listSavedAccounts = bankEndpoint.get('listSavedAccounts', `${base}/saved-accounts`, {
  summary: "The user's saved destinations, each with the bank its IBAN or card prefix names.",
  response: listEnvelope(savedAccountSchema),
});

const createSavedAccount = bankEndpoint.post('createSavedAccount', `${base}/saved-accounts`, {
  summary: 'Saves a destination (IBAN or card number, check digits checked); the bank is resolved from its prefix.',
  body: savedAccountInputSchema,
  response: itemEnvelope(savedAccountSchema),
});

const removeSavedAccount = bankEndpoint.delete('removeSavedAccount', `${base}/saved-accounts/:id`, {
  summary: 'Forgets a saved destination.',
  params: numericIdParamsSchema,
  response: okSchema,
});

const createTransfer = bankEndpoint.post('createTransfer', `${base}/transfers`, {
  summary:
    'Asks for a transfer: checks the destination, balance and daily limit, and sends a one-time code (offline: the outbox). Moves no money.',
  body: transferInputSchema,
  response: itemEnvelope(transferSchema),
});

const confirmTransfer = transfer.post('confirmTransfer', {
  at: 'confirm',
  summary:
    'Confirms a transfer with its code and moves the money in one transaction; a done transfer answers as it is.',
  body: transferConfirmInputSchema,
});

const getTransferByKey = bankEndpoint.get('getTransferByKey', `${base}/transfers/by-key/:key`, {
  summary: 'A transfer by the idempotency key its client made: how the SPA learns the outcome of a lost answer.',
  params: z.object({ key: z.string().min(1) }),
  response: itemEnvelope(transferSchema),
});

const getWorkbook = bankEndpoint.get('getWorkbook', `${base}/workbook`, {
  summary: "Inflows and outflows of all the user's deposits in a date range, by category.",
  query: workbookQuerySchema,
  response: itemEnvelope(workbookSchema),
});

export const bankingPaymentEndpoints = {
  listBills,
  getBill,
  createBill,
  payBill,
  listSavedAccounts,
  createSavedAccount,
  removeSavedAccount,
  createTransfer,
  confirmTransfer,
  getTransferByKey,
  getWorkbook,
};
