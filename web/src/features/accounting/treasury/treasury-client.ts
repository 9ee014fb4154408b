import { treasuryEndpoints as e } from '@daftar/contracts/endpoints/treasury';
import type {
  OwnerTransactionInput,
  OwnerTransactionListQuery,
  PartnerInput,
  PettyCashSettlementInput,
  PettyCashSettlementListQuery,
  TreasuryAccountInput,
  TreasuryAccountListQuery,
  TreasuryCancelInput,
  TreasurySettings,
  TreasuryStatementQuery,
  TreasuryTransferInput,
  TreasuryTransferListQuery,
} from '@daftar/contracts/endpoints/treasury-schemas';
import type { HttpClient } from '../../../lib/api/http-client.ts';

/**
 * The treasury calls of the active company (cash boxes, bank accounts, petty cash, partners, transfers). They send
 * what they are given: the forms validate with the same contract schemas, so the server's 400/409 stay reachable.
 */

/** One page of cash boxes, banks or petty-cash holders with balances; `totals` covers every match. */
export async function listTreasuryAccounts(client: HttpClient, companyId: number, query: TreasuryAccountListQuery) {
  const { data, meta, totals } = await client.call(e.listAccounts, { params: { companyId }, query });
  return { data, meta, totals };
}

export async function getTreasuryAccount(client: HttpClient, companyId: number, id: number) {
  return (await client.call(e.getAccount, { params: { companyId, id } })).itemInfo;
}

export async function createTreasuryAccount(client: HttpClient, companyId: number, input: TreasuryAccountInput) {
  return (await client.call(e.createAccount, { params: { companyId }, body: input })).itemInfo;
}

export async function updateTreasuryAccount(
  client: HttpClient,
  companyId: number,
  id: number,
  input: TreasuryAccountInput,
) {
  return (await client.call(e.updateAccount, { params: { companyId, id }, body: input })).itemInfo;
}

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

export async function listTreasuryTransfers(client: HttpClient, companyId: number, query: TreasuryTransferListQuery) {
  const { data, meta, totals } = await client.call(e.listTransfers, { params: { companyId }, query });
  return { data, meta, totals };
}

export async function createTreasuryTransfer(client: HttpClient, companyId: number, input: TreasuryTransferInput) {
  return (await client.call(e.createTransfer, { params: { companyId }, body: input })).itemInfo;
}

export async function cancelTreasuryTransfer(
  client: HttpClient,
  companyId: number,
  id: number,
  input: TreasuryCancelInput = {},
) {
  return (await client.call(e.cancelTransfer, { params: { companyId, id }, body: input })).itemInfo;
}

export async function listPettyCashSettlements(
  client: HttpClient,
  companyId: number,
  query: PettyCashSettlementListQuery,
) {
  const { data, meta } = await client.call(e.listSettlements, { params: { companyId }, query });
  return { data, meta };
}

export async function createPettyCashSettlement(
  client: HttpClient,
  companyId: number,
  input: PettyCashSettlementInput,
) {
  return (await client.call(e.createSettlement, { params: { companyId }, body: input })).itemInfo;
}

export async function cancelPettyCashSettlement(client: HttpClient, companyId: number, id: number) {
  return (await client.call(e.cancelSettlement, { params: { companyId, id }, body: {} })).itemInfo;
}

export async function listPartners(client: HttpClient, companyId: number) {
  return (await client.call(e.listPartners, { params: { companyId } })).data;
}

export async function createPartner(client: HttpClient, companyId: number, input: PartnerInput) {
  return (await client.call(e.createPartner, { params: { companyId }, body: input })).itemInfo;
}

export async function updatePartner(client: HttpClient, companyId: number, id: number, input: PartnerInput) {
  return (await client.call(e.updatePartner, { params: { companyId, id }, body: input })).itemInfo;
}

export async function listOwnerTransactions(client: HttpClient, companyId: number, query: OwnerTransactionListQuery) {
  const { data, meta } = await client.call(e.listOwnerTransactions, { params: { companyId }, query });
  return { data, meta };
}

export async function createOwnerTransaction(client: HttpClient, companyId: number, input: OwnerTransactionInput) {
  return (await client.call(e.createOwnerTransaction, { params: { companyId }, body: input })).itemInfo;
}

export async function cancelOwnerTransaction(client: HttpClient, companyId: number, id: number) {
  return (await client.call(e.cancelOwnerTransaction, { params: { companyId, id }, body: {} })).itemInfo;
}

export async function getTreasurySettings(client: HttpClient, companyId: number) {
  return (await client.call(e.getSettings, { params: { companyId } })).itemInfo;
}

export async function updateTreasurySettings(client: HttpClient, companyId: number, input: TreasurySettings) {
  return (await client.call(e.updateSettings, { params: { companyId }, body: input })).itemInfo;
}
