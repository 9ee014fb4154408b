import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { listEnvelope } from '../envelope.ts';

export const terminalSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(['shared', 'novin', 'dedicated']),
  active: z.boolean(),
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
  response: listEnvelope(terminalSchema),
});

export const payEndpoints = { listTerminals };
