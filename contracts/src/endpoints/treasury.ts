import type { z } from 'zod';
import { companyRecordCalls, companyRecordEndpoints, readReplaceEndpoints, userEndpoint } from '../endpoint-groups.ts';
import { listEnvelope, pageEnvelope } from '../envelope.ts';
import { companyRecordParamsSchema } from '../schemas/list-query.ts';
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

/** What a treasury document's calls are declared from; each summary is the endpoint's own words. */
interface DocumentSpec<
  Row extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodType,
  Listed extends z.ZodType,
> {
  /** The document in the endpoints' names: `['TreasuryTransfer', 'TreasuryTransfers']`. */
  names: readonly [one: string, many: string];
  /** The documents' path; one is `${path}/:id`. */
  path: string;
  record: Row;
  input: Input;
  list: { summary: string; query: Query; response: Listed };
  create: string;
  cancel: string;
}

/**
 * A treasury document's calls (a transfer, a petty-cash settlement, an owner's transaction): a page of them, one
 * posted (201) and one cancelled, its voucher removed or reversed; both answer the document.
 */
function documentEndpoints<
  Row extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodType,
  Listed extends z.ZodType,
>(spec: DocumentSpec<Row, Input, Query, Listed>) {
  const [one, many] = spec.names;
  const { list, collection, record } = companyRecordCalls(spec.path, spec.record);
  return {
    list: list(`list${many}`, spec.list),
    create: collection.post(`create${one}`, { status: 201, summary: spec.create, body: spec.input }),
    cancel: record.post(`cancel${one}`, { at: 'cancel', summary: spec.cancel, body: treasuryCancelInputSchema }),
  };
}

const transfers = documentEndpoints({
  names: ['TreasuryTransfer', 'TreasuryTransfers'],
  path: `${base}/transfers`,
  record: treasuryTransferSchema,
  input: treasuryTransferInputSchema,
  list: {
    summary: 'One page of transfers (kind, either side, status, date range; newest first) and their totals.',
    query: treasuryTransferListQuerySchema,
    response: pageEnvelope(treasuryTransferSchema).extend({ totals: treasuryTransferTotalsSchema }),
  },
  create:
    'Moves money between two treasury places in one voucher; a fee is paid by the source to bank charges (201). ' +
    'The same place twice is 400, a cash box taken below zero 400 CASH_BOX_NEGATIVE.',
  cancel:
    'Cancels a transfer: its temporary voucher is removed, a FINAL one reversed on `date`. Taking the amount back ' +
    'out of a cash box below zero is 400 CASH_BOX_NEGATIVE.',
});

const settlements = documentEndpoints({
  names: ['PettyCashSettlement', 'PettyCashSettlements'],
  path: `${base}/petty-cash-settlements`,
  record: pettyCashSettlementSchema,
  input: pettyCashSettlementInputSchema,
  list: {
    summary: "One page of petty-cash holders' settled expenses, newest first.",
    query: pettyCashSettlementListQuerySchema,
    response: pageEnvelope(pettyCashSettlementSchema),
  },
  create: "Settles a holder's expenses: each line debits an expense account, the holder is credited the total (201).",
  cancel: 'Cancels a settlement (its voucher removed or reversed).',
});

const ownerTransactions = documentEndpoints({
  names: ['OwnerTransaction', 'OwnerTransactions'],
  path: `${base}/owner-transactions`,
  record: ownerTransactionSchema,
  input: ownerTransactionInputSchema,
  list: {
    summary: "One page of partners' contributions and withdrawals, newest first.",
    query: ownerTransactionListQuerySchema,
    response: pageEnvelope(ownerTransactionSchema),
  },
  create:
    'A contribution (debit the treasury place, credit capital) or withdrawal (debit drawings, credit the place) (201).',
  cancel:
    'Cancels a contribution or withdrawal: its temporary voucher is removed, a FINAL one reversed on `date`. ' +
    'Cancelling a contribution whose cash has since been paid out of the cash box is 400 CASH_BOX_NEGATIVE.',
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
  listTransfers: transfers.list,
  createTransfer: transfers.create,
  cancelTransfer: transfers.cancel,
  listSettlements: settlements.list,
  createSettlement: settlements.create,
  cancelSettlement: settlements.cancel,
  listPartners: partners.list,
  createPartner: partners.create,
  updatePartner: partners.update,
  listOwnerTransactions: ownerTransactions.list,
  createOwnerTransaction: ownerTransactions.create,
  cancelOwnerTransaction: ownerTransactions.cancel,
  getSettings: treasurySettings.get,
  updateSettings: treasurySettings.update,
};
