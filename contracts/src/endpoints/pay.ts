import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { payOpenEndpoint, payUserEndpoint, recordCalls } from '../endpoint-groups.ts';
import { itemEnvelope, pageEnvelope } from '../envelope.ts';
import {
  linkListQuerySchema,
  linkListTotalsSchema,
  linkPaymentInputSchema,
  manualPurchaseInputSchema,
  paymentLinkInputSchema,
  paymentLinkSchema,
  paymentReceiptSchema,
  publicPaymentLinkSchema,
  purchaseListQuerySchema,
  purchaseListTotalsSchema,
  purchaseSchema,
  terminalDetailSchema,
  terminalRequestSchema,
  terminalSettingsSchema,
  terminalStatusSchema,
  terminalTakingsSchema,
} from './pay-schemas.ts';

/** SPEC §3: a terminal has an id; name, kind, active and status are the mock's additions (optional on the real API). */
export const terminalSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().optional(),
  kind: z.enum(['shared', 'novin', 'dedicated']).optional(),
  /** Takes payments (status ACTIVE). */
  active: z.boolean().optional(),
  status: terminalStatusSchema.optional(),
});
export type Terminal = z.infer<typeof terminalSchema>;

const companyQuery = z.object({ companyId: idSchema });
const terminalParams = z.object({ terminalId: idSchema });
const linkParams = terminalParams.extend({ linkId: idSchema });
const terminalPath = '/api/v1/pay/terminals/:terminalId';
const linksPath = `${terminalPath}/links`;
const linkPath = `${linksPath}/:linkId`;
const terminal = recordCalls(payUserEndpoint, {
  path: terminalPath,
  params: terminalParams,
  record: terminalDetailSchema,
});
const links = recordCalls(payUserEndpoint, { path: linksPath, params: terminalParams, record: paymentLinkSchema });
const link = recordCalls(payUserEndpoint, { path: linkPath, params: linkParams, record: paymentLinkSchema });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9]{8,32}$/) });

const listTerminals = payUserEndpoint.get('listTerminals', '/api/v1/pay/terminals', {
  summary: "The company's payment terminals (members of the company only).",
  query: companyQuery,
  // SPEC §7 documents `data` only; the mock also says success.
  response: z.object({ success: z.literal(true).optional(), data: z.array(terminalSchema) }),
});

const requestTerminal = payUserEndpoint.post('requestTerminal', '/api/v1/pay/terminals', {
  status: 201,
  summary:
    'Requests a terminal of a kind (201, REQUESTED): shared needs only the business, novin a site address, ' +
    'dedicated a settlement IBAN and schedule.',
  query: companyQuery,
  body: terminalRequestSchema,
  response: itemEnvelope(terminalDetailSchema),
});

const getTerminal = terminal.get('getTerminal', {
  summary: "One terminal with its settings; members of the terminal's company only (403 otherwise).",
});

const updateTerminalSettings = terminal.put('updateTerminalSettings', {
  at: 'settings',
  summary: "Replaces a terminal's name, callback URL and settlement IBAN (a dedicated terminal must keep one).",
  body: terminalSettingsSchema,
});

const activateTerminal = payUserEndpoint.post('activateTerminal', '/api/v1/pay/dev/terminals/:terminalId/activate', {
  summary: "Development only: the bank's review of a requested terminal passes (REQUESTED → ACTIVE).",
  params: terminalParams,
  response: itemEnvelope(terminalDetailSchema),
});

const getTerminalTakings = payUserEndpoint.get('getTerminalTakings', `${terminalPath}/takings`, {
  summary: "Today's and this Jalali month's takings of a terminal (Tehran time): count and integer Rials.",
  params: terminalParams,
  response: itemEnvelope(terminalTakingsSchema),
});

const listPaymentLinks = payUserEndpoint.get('listPaymentLinks', linksPath, {
  summary: "One page of a terminal's payment links: search (title, token), filters (kind, active), sort; totals.",
  params: terminalParams,
  query: linkListQuerySchema,
  response: pageEnvelope(paymentLinkSchema).extend({ totals: linkListTotalsSchema }),
});

const createPaymentLink = links.post('createPaymentLink', {
  status: 201,
  summary: 'Adds a payment, purchase or event link (201); a terminal not yet active is 409, an expiry in the past 400.',
  body: paymentLinkInputSchema,
});

const getPaymentLink = link.get('getPaymentLink', {
  summary: "One of the terminal's links with its use and takings; another terminal's id is 404.",
});

const updatePaymentLink = link.put('updatePaymentLink', {
  summary: "Replaces a link's fields (its kind stays); a usage limit below the payments made is 409.",
  body: paymentLinkInputSchema,
});

const listPurchases = payUserEndpoint.get('listPurchases', `${terminalPath}/purchases`, {
  summary:
    "One page of a terminal's purchases: search (payer, mobile, reference, card, link), filters (link, dates), " +
    'sort; totals.',
  params: terminalParams,
  query: purchaseListQuerySchema,
  response: pageEnvelope(purchaseSchema).extend({ totals: purchaseListTotalsSchema }),
});

const createManualPurchase = payUserEndpoint.post('createManualPurchase', `${linkPath}/purchases`, {
  status: 201,
  summary:
    "Records by hand a payment for the link taken outside its page (201, marked manual): it counts in the link's " +
    'use and the terminal’s takings; a used-up link is 409, a day after today or before the link 400.',
  params: linkParams,
  body: manualPurchaseInputSchema,
  response: itemEnvelope(purchaseSchema),
  rules: [
    'The amount against the link: 400 VALIDATION_FAILED with LINK_AMOUNT_FIXED, AMOUNT_REQUIRED, AMOUNT_BELOW_MIN or ' +
      'AMOUNT_ABOVE_MAX on `amount`.',
    'The day paid: not after today (PAID_ON_IN_FUTURE) nor before the link was made (PAID_ON_BEFORE_LINK), on `paidOn`.',
    'A link that is not a plain payment asks the payer: PAYER_NAME_REQUIRED, PAYER_MOBILE_REQUIRED.',
  ],
});

const getPublicPaymentLink = payOpenEndpoint.get('getPublicPaymentLink', '/api/v1/pay/public/links/:token', {
  summary: 'Public: what a payer needs to pay a link (business, title, amount, state); nothing else of the business.',
  params: tokenParams,
  response: itemEnvelope(publicPaymentLinkSchema),
});

const payPaymentLink = payOpenEndpoint.post('payPaymentLink', '/api/v1/pay/public/links/:token/pay', {
  status: 201,
  summary:
    'Public: a simulated card payment (Luhn-checked card, dynamic password) that records a purchase (201); an ' +
    'expired, inactive or used-up link is 409, an amount outside the link’s range 422.',
  params: tokenParams,
  body: linkPaymentInputSchema,
  response: itemEnvelope(paymentReceiptSchema),
});

export const payEndpoints = {
  listTerminals,
  requestTerminal,
  getTerminal,
  updateTerminalSettings,
  activateTerminal,
  getTerminalTakings,
  listPaymentLinks,
  createPaymentLink,
  getPaymentLink,
  updatePaymentLink,
  listPurchases,
  createManualPurchase,
  getPublicPaymentLink,
  payPaymentLink,
};
