import type { z } from 'zod';
import { companyRecordEndpoints, readReplaceEndpoints, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope, pageEnvelope } from '../envelope.ts';
import { companyParamsSchema, companyRecordParamsSchema } from '../schemas/list-query.ts';
import {
  ownerTransactionInputSchema,
  ownerTransactionListQuerySchema,
  ownerTransactionSchema,
  partnerInputSchema,
  partnerSchema,
  pettyCashSettlementInputSchema,
  pettyCashSettlementListQuerySchema,
  pettyCashSettlementSchema,
  treasuryAccountInputSchema,
  treasuryAccountListQuerySchema,
  treasuryAccountSchema,
  treasuryCancelInputSchema,
  treasurySettingsSchema,
  treasuryStatementLineSchema,
  treasuryStatementQuerySchema,
  treasuryStatementSummarySchema,
  treasuryTotalsSchema,
  treasuryTransferInputSchema,
  treasuryTransferListQuerySchema,
  treasuryTransferSchema,
  treasuryTransferTotalsSchema,
} from './treasury-schemas.ts';

const base = '/api/v1/companies/:companyId/treasury';
const make = <T extends z.ZodType>(item: T) => itemEnvelope(item);

const accounts = companyRecordEndpoints({
  names: ['TreasuryAccount', 'TreasuryAccounts'],
  path: `${base}/accounts`,
  record: treasuryAccountSchema,
  input: treasuryAccountInputSchema,
  list: {
    summary:
      'One page of cash boxes, bank accounts and petty-cash holders (`kind`), each with its balance from the journal; ' +
      '`totals` = how many match and what they hold together.',
    query: treasuryAccountListQuerySchema,
    response: pageEnvelope(treasuryAccountSchema).extend({ totals: treasuryTotalsSchema }),
  },
  get: "One treasury account with its balance; another company's id is 404.",
  create:
    'Adds a cash box, bank account (IBAN mod-97 and card Luhn checked; the bank named from them when left out) or ' +
    'petty-cash holder, with its tafsili and its opening balance posted (201).',
  update: 'Replaces its fields (the kind stays); the tafsili is renamed and the opening voucher rewritten.',
  without: ['remove'],
});

const partners = companyRecordEndpoints({
  names: ['Partner', 'Partners'],
  path: `${base}/partners`,
  record: partnerSchema,
  input: partnerInputSchema,
  list: {
    summary: "The company's partners with their capital and drawings from the journal.",
    response: listEnvelope(partnerSchema),
  },
  create: 'Adds a partner and their tafsili (201).',
  update: 'Replaces a partner; their tafsili is renamed.',
  without: ['get', 'remove'],
});

/** Cash boxes, bank accounts, petty cash, partners and the money moved between them (issue 16). */
const treasurySettings = readReplaceEndpoints({
  names: ['getTreasurySettings', 'updateTreasurySettings'],
  path: `${base}/settings`,
  record: treasurySettingsSchema,
  input: treasurySettingsSchema,
  get: 'Whether a cash box may be paid below zero (no by default).',
  update: 'Replaces the treasury settings.',
});

export const treasuryEndpoints = {
  listAccounts: accounts.list,
  getAccount: accounts.get,
  createAccount: accounts.create,
  updateAccount: accounts.update,
  statement: userEndpoint.get('getTreasuryStatement', `${base}/accounts/:id/statement`, {
    summary: 'Its journal lines in date order with the running balance, paged; `summary` = opening, sums, closing.',
    params: companyRecordParamsSchema,
    query: treasuryStatementQuerySchema,
    response: pageEnvelope(treasuryStatementLineSchema).extend({ summary: treasuryStatementSummarySchema }),
  }),
  listTransfers: userEndpoint.get('listTreasuryTransfers', `${base}/transfers`, {
    summary: 'One page of transfers (kind, either side, status, date range; newest first) and their totals.',
    params: companyParamsSchema,
    query: treasuryTransferListQuerySchema,
    response: pageEnvelope(treasuryTransferSchema).extend({ totals: treasuryTransferTotalsSchema }),
  }),
  createTransfer: userEndpoint.post('createTreasuryTransfer', `${base}/transfers`, {
    status: 201,
    summary:
      'Moves money between two treasury places in one voucher; a fee is paid by the source to bank charges (201). ' +
      'The same place twice is 400, a cash box taken below zero 400 CASH_BOX_NEGATIVE.',
    params: companyParamsSchema,
    body: treasuryTransferInputSchema,
    response: make(treasuryTransferSchema),
  }),
  cancelTransfer: userEndpoint.post('cancelTreasuryTransfer', `${base}/transfers/:id/cancel`, {
    summary:
      'Cancels a transfer: its temporary voucher is removed, a FINAL one reversed on `date`. Taking the amount back ' +
      'out of a cash box below zero is 400 CASH_BOX_NEGATIVE.',
    params: companyRecordParamsSchema,
    body: treasuryCancelInputSchema,
    response: make(treasuryTransferSchema),
  }),
  listSettlements: userEndpoint.get('listPettyCashSettlements', `${base}/petty-cash-settlements`, {
    summary: "One page of petty-cash holders' settled expenses, newest first.",
    params: companyParamsSchema,
    query: pettyCashSettlementListQuerySchema,
    response: pageEnvelope(pettyCashSettlementSchema),
  }),
  createSettlement: userEndpoint.post('createPettyCashSettlement', `${base}/petty-cash-settlements`, {
    status: 201,
    summary:
      "Settles a holder's expenses: each line debits an expense account, the holder is credited the total (201).",
    params: companyParamsSchema,
    body: pettyCashSettlementInputSchema,
    response: make(pettyCashSettlementSchema),
  }),
  cancelSettlement: userEndpoint.post('cancelPettyCashSettlement', `${base}/petty-cash-settlements/:id/cancel`, {
    summary: 'Cancels a settlement (its voucher removed or reversed).',
    params: companyRecordParamsSchema,
    body: treasuryCancelInputSchema,
    response: make(pettyCashSettlementSchema),
  }),
  listPartners: partners.list,
  createPartner: partners.create,
  updatePartner: partners.update,
  listOwnerTransactions: userEndpoint.get('listOwnerTransactions', `${base}/owner-transactions`, {
    summary: "One page of partners' contributions and withdrawals, newest first.",
    params: companyParamsSchema,
    query: ownerTransactionListQuerySchema,
    response: pageEnvelope(ownerTransactionSchema),
  }),
  createOwnerTransaction: userEndpoint.post('createOwnerTransaction', `${base}/owner-transactions`, {
    status: 201,
    summary:
      'A contribution (debit the treasury place, credit capital) or withdrawal (debit drawings, credit the place) (201).',
    params: companyParamsSchema,
    body: ownerTransactionInputSchema,
    response: make(ownerTransactionSchema),
  }),
  cancelOwnerTransaction: userEndpoint.post('cancelOwnerTransaction', `${base}/owner-transactions/:id/cancel`, {
    summary:
      'Cancels a contribution or withdrawal: its temporary voucher is removed, a FINAL one reversed on `date`. ' +
      'Cancelling a contribution whose cash has since been paid out of the cash box is 400 CASH_BOX_NEGATIVE.',
    params: companyRecordParamsSchema,
    body: treasuryCancelInputSchema,
    response: make(ownerTransactionSchema),
  }),
  getSettings: treasurySettings.get,
  updateSettings: treasurySettings.update,
};
