import type {
  LinkListQuery,
  ManualPurchaseInput,
  PaymentLinkInput,
  PurchaseListQuery,
  TerminalRequest,
  TerminalSettings,
} from '@daftar/contracts/endpoints/pay-schemas';
import { contracts } from '../../lib/api/contracts.ts';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** The pay host's endpoints, loaded with the first call (the loaders that run at start-up import this module). */
const endpoints = async () => (await contracts.pay()).payEndpoints;

/** SPEC §7 (payment host): the company's terminals; /pay goes to the first or to /pay/new. */
export async function listTerminals(client: HttpClient, companyId: number) {
  return (await client.call((await endpoints()).listTerminals, { query: { companyId } })).data;
}

/** /pay/new/{kind}: the request, REQUESTED until the bank's review passes. */
export async function requestTerminal(client: HttpClient, companyId: number, body: TerminalRequest) {
  return (await client.call((await endpoints()).requestTerminal, { query: { companyId }, body })).itemInfo;
}

export async function getTerminal(client: HttpClient, terminalId: number) {
  return (await client.call((await endpoints()).getTerminal, { params: { terminalId } })).itemInfo;
}

export async function updateTerminalSettings(client: HttpClient, terminalId: number, body: TerminalSettings) {
  return (await client.call((await endpoints()).updateTerminalSettings, { params: { terminalId }, body })).itemInfo;
}

/** Today's and this Jalali month's takings, for the dashboard's figures. */
export async function getTerminalTakings(client: HttpClient, terminalId: number) {
  return (await client.call((await endpoints()).getTerminalTakings, { params: { terminalId } })).itemInfo;
}

/** One page of the terminal's links, with the totals of every link the filters match. */
export async function listPaymentLinks(client: HttpClient, terminalId: number, query: LinkListQuery = {}) {
  const { data, meta, totals } = await client.call((await endpoints()).listPaymentLinks, {
    params: { terminalId },
    query,
  });
  return { data, meta, totals };
}

export async function createPaymentLink(client: HttpClient, terminalId: number, body: PaymentLinkInput) {
  return (await client.call((await endpoints()).createPaymentLink, { params: { terminalId }, body })).itemInfo;
}

export async function getPaymentLink(client: HttpClient, terminalId: number, linkId: number) {
  return (await client.call((await endpoints()).getPaymentLink, { params: { terminalId, linkId } })).itemInfo;
}

export async function updatePaymentLink(
  client: HttpClient,
  terminalId: number,
  linkId: number,
  body: PaymentLinkInput,
) {
  return (await client.call((await endpoints()).updatePaymentLink, { params: { terminalId, linkId }, body })).itemInfo;
}

/** One page of the terminal's purchases, with the count and sum of every purchase the filters match. */
export async function listPurchases(client: HttpClient, terminalId: number, query: PurchaseListQuery = {}) {
  const { data, meta, totals } = await client.call((await endpoints()).listPurchases, {
    params: { terminalId },
    query,
  });
  return { data, meta, totals };
}

/** A payment for the link taken outside its page (cash, a card reader, card to card), recorded by hand. */
export async function createManualPurchase(
  client: HttpClient,
  terminalId: number,
  linkId: number,
  body: ManualPurchaseInput,
) {
  return (await client.call((await endpoints()).createManualPurchase, { params: { terminalId, linkId }, body }))
    .itemInfo;
}
