import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** SPEC §3: a terminal has an id; name, kind and active are the mock's additions (optional on the real API). */
export const terminalSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().optional(),
  kind: z.enum(['shared', 'novin', 'dedicated']).optional(),
  active: z.boolean().optional(),
});
export type Terminal = z.infer<typeof terminalSchema>;

const listTerminals = defineEndpoint({
  name: 'listTerminals',
  method: 'GET',
  path: '/api/v1/pay/terminals',
  host: 'pay',
  auth: 'user',
  summary: "The company's payment terminals (members of the company only).",
  query: z.object({ companyId: z.coerce.number().int().positive() }),
  // SPEC §7 documents `data` only; the mock also says success.
  response: z.object({ success: z.literal(true).optional(), data: z.array(terminalSchema) }),
});

export const payEndpoints = { listTerminals };
