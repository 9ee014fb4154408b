import { z } from 'zod';
import { bankEndpoint, recordCalls } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope, pageEnvelope } from '../envelope.ts';
import {
  cardBlockInputSchema,
  cardLimitInputSchema,
  cardSchema,
  depositLimitInputSchema,
  depositSchema,
  idParamsSchema,
  numericIdParamsSchema,
  openDepositInputSchema,
  transactionQuerySchema,
  transactionSchema,
} from './banking-schemas.ts';

/** The bank's accounts: deposits, cards and their movements. Every call needs the bank-token header. */
const base = '/neobank/general/web';
const deposit = recordCalls(bankEndpoint, {
  path: `${base}/deposits/:id`,
  params: idParamsSchema,
  record: depositSchema,
});
const card = recordCalls(bankEndpoint, { path: `${base}/cards/:id`, params: idParamsSchema, record: cardSchema });

const listDeposits = bankEndpoint.get('listDeposits', `${base}/deposits`, {
  summary: "The banking user's deposit accounts (needs a valid bank-token header).",
  response: listEnvelope(depositSchema),
});

const getDeposit = deposit.get('getDeposit', {
  summary: "One of the user's deposits; another's answers 404 DEPOSIT_NOT_FOUND.",
});

const openDeposit = bankEndpoint.post('openDeposit', `${base}/deposits`, {
  summary: 'Opens a deposit funded from one of the user’s deposits (the opening amount is moved, in one transaction).',
  body: openDepositInputSchema,
  response: itemEnvelope(depositSchema),
  errors: { 404: ['DEPOSIT_NOT_FOUND'] },
});

const updateDepositLimit = deposit.put('updateDepositLimit', {
  at: 'limit',
  summary: 'Sets what transfers and bill payments may take out of the deposit in one day.',
  body: depositLimitInputSchema,
});

const listCards = bankEndpoint.get('listCards', `${base}/cards`, {
  summary: "The user's bank cards, numbers masked.",
  response: listEnvelope(cardSchema),
});

const getCard = card.get('getCard', {
  summary: "One of the user's cards; another's answers 404 CARD_NOT_FOUND.",
});

const updateCardBlock = card.put('updateCardBlock', {
  at: 'block',
  summary: 'Blocks or unblocks a card; a blocked card pays nothing.',
  body: cardBlockInputSchema,
});

const updateCardLimit = card.put('updateCardLimit', {
  at: 'limit',
  summary:
    'Sets what card-to-card transfers may take from the card in one Tehran day (at most 1,000,000,000 Rials); another user’s card answers 404 CARD_NOT_FOUND.',
  body: cardLimitInputSchema,
});

const listTransactions = bankEndpoint.get('listTransactions', `${base}/transactions`, {
  summary: "The user's movements, newest first, a page at a time: of one deposit or card, in a date range.",
  query: transactionQuerySchema,
  response: pageEnvelope(transactionSchema),
  errors: { 404: ['DEPOSIT_NOT_FOUND', 'CARD_NOT_FOUND'] },
});

const getTransaction = bankEndpoint.get('getTransaction', `${base}/transactions/:id`, {
  summary: 'One movement (its receipt); another user’s answers 404 TRANSACTION_NOT_FOUND.',
  params: numericIdParamsSchema,
  response: itemEnvelope(transactionSchema.extend({ depositTitle: z.string(), depositNumber: z.string() })),
});

export const bankingAccountEndpoints = {
  listDeposits,
  getDeposit,
  openDeposit,
  updateDepositLimit,
  listCards,
  getCard,
  updateCardBlock,
  updateCardLimit,
  listTransactions,
  getTransaction,
};
