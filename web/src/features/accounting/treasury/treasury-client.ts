import { treasuryEndpoints as e } from '@daftar/contracts/endpoints/treasury';
import type { TreasuryCancelInput, TreasuryStatementQuery } from '@daftar/contracts/endpoints/treasury-schemas';
import type { HttpClient } from '../../../lib/api/http-client.ts';
import {
  bodyCall,
  idActionCall,
  idBodyCall,
  idCall,
  itemCall,
  listCall,
  pageCall,
  plainPageCall,
} from '../../../lib/api/company-calls.ts';

/**
 * The treasury calls of the active company (cash boxes, bank accounts, petty cash, partners, transfers). They send
 * what they are given: the forms validate with the same contract schemas, so the server's 400/409 stay reachable.
 */

/** One page of cash boxes, banks or petty-cash holders with balances; `totals` covers every match. */
export const listTreasuryAccounts = pageCall(e.listAccounts);

export const getTreasuryAccount = idCall(e.getAccount);

export const createTreasuryAccount = bodyCall(e.createAccount);

export const updateTreasuryAccount = idBodyCall(e.updateAccount);

/** A page of an account's journal lines with the running balance, and the period's opening, sums and closing. */
export async function getTreasuryStatement(
  client: HttpClient,
  companyId: number,
  id: number,
  query: TreasuryStatementQuery,
) {
  const { data, meta, summary } = await client.call(e.statement, { params: { companyId, id }, query });
  return { data, meta, summary };
}

export const listTreasuryTransfers = pageCall(e.listTransfers);

export const createTreasuryTransfer = bodyCall(e.createTransfer);

export async function cancelTreasuryTransfer(
  client: HttpClient,
  companyId: number,
  id: number,
  input: TreasuryCancelInput = {},
) {
  return (await client.call(e.cancelTransfer, { params: { companyId, id }, body: input })).itemInfo;
}

export const listPettyCashSettlements = plainPageCall(e.listSettlements);

export const createPettyCashSettlement = bodyCall(e.createSettlement);

export const cancelPettyCashSettlement = idActionCall(e.cancelSettlement);

export const listPartners = listCall(e.listPartners);

export const createPartner = bodyCall(e.createPartner);

export const updatePartner = idBodyCall(e.updatePartner);

export const listOwnerTransactions = plainPageCall(e.listOwnerTransactions);

export const createOwnerTransaction = bodyCall(e.createOwnerTransaction);

export const cancelOwnerTransaction = idActionCall(e.cancelOwnerTransaction);

export const getTreasurySettings = itemCall(e.getSettings);

export const updateTreasurySettings = bodyCall(e.updateSettings);
