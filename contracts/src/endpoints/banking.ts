import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { itemEnvelope, listEnvelope } from '../envelope.ts';

/** Name of the header that carries the banking token, both ways (SPEC §7). */
export const bankTokenHeader = 'bank-token';

const exchangeCode = defineEndpoint({
  name: 'exchangeBankingCode',
  method: 'POST',
  path: '/neobank/general/web/login-oauth',
  host: 'main',
  auth: 'user',
  summary: 'Exchanges the banking code for a banking token, returned in the bank-token response header.',
  body: z.object({ code: z.string().min(1) }),
  response: itemEnvelope(z.object({ result: z.boolean() })),
});

export const depositSchema = z.object({
  id: z.string(),
  number: z.string(),
  iban: z.string().regex(/^IR\d{24}$/),
  title: z.string(),
  /** Integer Rials. */
  balance: z.number().int(),
  currency: z.literal('IRR'),
});

const listDeposits = defineEndpoint({
  name: 'listDeposits',
  method: 'GET',
  path: '/neobank/general/web/deposits',
  host: 'main',
  auth: 'bank',
  summary: "The banking user's deposit accounts (needs a valid bank-token header).",
  response: listEnvelope(depositSchema),
});

export const bankingEndpoints = { exchangeCode, listDeposits };
