import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
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

const listDeposits = defineEndpoint({
  name: 'listDeposits',
  method: 'GET',
  path: `${base}/deposits`,
  host: 'main',
  auth: 'bank',
  summary: "The banking user's deposit accounts (needs a valid bank-token header).",
  response: listEnvelope(depositSchema),
});

const getDeposit = defineEndpoint({
  name: 'getDeposit',
  method: 'GET',
  path: `${base}/deposits/:id`,
  host: 'main',
  auth: 'bank',
  summary: "One of the user's deposits; another's answers 404 DEPOSIT_NOT_FOUND.",
  params: idParamsSchema,
  response: itemEnvelope(depositSchema),
});

const openDeposit = defineEndpoint({
  name: 'openDeposit',
  method: 'POST',
  path: `${base}/deposits`,
  host: 'main',
  auth: 'bank',
  summary: 'Opens a deposit funded from one of the user’s deposits (the opening amount is moved, in one transaction).',
  body: openDepositInputSchema,
  response: itemEnvelope(depositSchema),
  errors: { 404: ['DEPOSIT_NOT_FOUND'] },
});

const updateDepositLimit = defineEndpoint({
  name: 'updateDepositLimit',
  method: 'PUT',
  path: `${base}/deposits/:id/limit`,
  host: 'main',
  auth: 'bank',
  summary: 'Sets what transfers and bill payments may take out of the deposit in one day.',
  params: idParamsSchema,
  body: depositLimitInputSchema,
  response: itemEnvelope(depositSchema),
});

const listCards = defineEndpoint({
  name: 'listCards',
  method: 'GET',
  path: `${base}/cards`,
  host: 'main',
  auth: 'bank',
  summary: "The user's bank cards, numbers masked.",
  response: listEnvelope(cardSchema),
});

const getCard = defineEndpoint({
  name: 'getCard',
  method: 'GET',
  path: `${base}/cards/:id`,
  host: 'main',
  auth: 'bank',
  summary: "One of the user's cards; another's answers 404 CARD_NOT_FOUND.",
  params: idParamsSchema,
  response: itemEnvelope(cardSchema),
});

const updateCardBlock = defineEndpoint({
  name: 'updateCardBlock',
  method: 'PUT',
  path: `${base}/cards/:id/block`,
  host: 'main',
  auth: 'bank',
  summary: 'Blocks or unblocks a card; a blocked card pays nothing.',
  params: idParamsSchema,
  body: cardBlockInputSchema,
  response: itemEnvelope(cardSchema),
});

const updateCardLimit = defineEndpoint({
  name: 'updateCardLimit',
  method: 'PUT',
  path: `${base}/cards/:id/limit`,
  host: 'main',
  auth: 'bank',
  summary:
    'Sets what card-to-card transfers may take from the card in one Tehran day (at most 1,000,000,000 Rials); another user’s card answers 404 CARD_NOT_FOUND.',
  params: idParamsSchema,
  body: cardLimitInputSchema,
  response: itemEnvelope(cardSchema),
});

const listTransactions = defineEndpoint({
  name: 'listTransactions',
  method: 'GET',
  path: `${base}/transactions`,
  host: 'main',
  auth: 'bank',
  summary: "The user's movements, newest first, a page at a time: of one deposit or card, in a date range.",
  query: transactionQuerySchema,
  response: pageEnvelope(transactionSchema),
  errors: { 404: ['DEPOSIT_NOT_FOUND', 'CARD_NOT_FOUND'] },
});

const getTransaction = defineEndpoint({
  name: 'getTransaction',
  method: 'GET',
  path: `${base}/transactions/:id`,
  host: 'main',
  auth: 'bank',
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
