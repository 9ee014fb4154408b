import { z } from 'zod';
import { openEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope, okSchema } from '../envelope.ts';
import { isoDateTimeSchema } from '../schemas/common.ts';
import { controlPrefix } from './mock-control.ts';

/**
 * The mock's gateway to a real API (development and tests only, loopback callers only, like the rest of the lab):
 * which upstream it forwards to, whether it records what it answers or replays a recording, and the drift it saw
 * between the real API's answers (or the SPA's requests) and the catalogue's schemas.
 */

const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** An upstream must be https; plain http is only for this machine (another mock on loopback). */
export function isAllowedUpstream(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  const hostname = url.hostname.toLowerCase();
  return url.protocol === 'http:' && (loopbackHostnames.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname));
}

export const upstreamUrlSchema = z
  .string()
  .refine(isAllowedUpstream, { error: 'UPSTREAM_MUST_BE_HTTPS' })
  .transform((text) => text.replace(/\/+$/, ''));

/** What a replayed call is matched on (besides its host, always). */
export const replayMatchKeySchema = z.enum(['method', 'path', 'query', 'body']);
export type ReplayMatchKey = z.infer<typeof replayMatchKeySchema>;

const pathGlobSchema = z.string().regex(/^\/[^\s]*$/, { error: 'PATH_MUST_START_WITH_SLASH' });

export const gatewayStateSchema = z.object({
  /** Where each host forwards the calls no fault rule answers; null: answered by the local mock. */
  upstream: z.object({ main: z.string().nullable(), pay: z.string().nullable() }),
  /** Path globs the local mock answers even with an upstream. */
  local: z.array(z.string()),
  /** How long the upstream may take to start answering before the call is 504 UPSTREAM_TIMEOUT. */
  timeoutMs: z.number().int(),
  recording: z
    .object({
      dir: z.string(),
      /** Exchanges written so far. */
      exchanges: z.number().int(),
      /** Tokens, cookies and codes are kept (never by default). */
      secrets: z.boolean(),
      /** National ids, mobiles, IBANs and card numbers are redacted too. */
      personalData: z.boolean(),
    })
    .nullable(),
  replay: z.object({ dir: z.string(), exchanges: z.number().int(), match: z.array(replayMatchKeySchema) }).nullable(),
});
export type GatewayState = z.infer<typeof gatewayStateSchema>;

export const gatewayChangeSchema = z.object({
  upstream: z.object({ main: upstreamUrlSchema.nullable(), pay: upstreamUrlSchema.nullable() }).partial().optional(),
  local: z.array(pathGlobSchema).max(50).optional(),
  /**
   * Starts (on) or stops recording; `dir` is where (a relative one is under the directory the server started in),
   * by default the one the server was started with, else `recordings/<time>`.
   */
  recording: z
    .object({
      on: z.boolean(),
      dir: z.string().min(1).max(500).optional(),
      secrets: z.boolean().default(false),
      personalData: z.boolean().default(false),
    })
    .optional(),
  /** Starts (on) or stops answering every call from a recording: `dir`, by default the last one recorded. */
  replay: z
    .object({
      on: z.boolean(),
      dir: z.string().min(1).max(500).optional(),
      match: z.array(replayMatchKeySchema).min(1).optional(),
    })
    .optional(),
});

export const driftEntrySchema = z.object({
  /** server: an upstream answer the response schema refuses; client: a request the request schemas refuse. */
  side: z.enum(['server', 'client']),
  endpoint: z.string(),
  host: z.enum(['main', 'pay']),
  method: z.string(),
  path: z.string(),
  calls: z.number().int(),
  mismatches: z.number().int(),
  /** The first mismatch seen: where (a dotted field path), what type the value was, what the schema expected. */
  first: z
    .object({
      field: z.string(),
      type: z.string(),
      expected: z.string().nullable(),
      message: z.string(),
      time: isoDateTimeSchema,
    })
    .nullable(),
});
export type DriftEntry = z.infer<typeof driftEntrySchema>;

const readGateway = openEndpoint.get('readGateway', `${controlPrefix}/gateway`, {
  summary: 'The upstream each host forwards to, the paths kept local, and the recording or replay in progress.',
  response: itemEnvelope(gatewayStateSchema),
});

const updateGateway = openEndpoint.put('updateGateway', `${controlPrefix}/gateway`, {
  summary:
    'Changes the upstreams (https, or http on loopback), the local paths, starts or stops recording, or replays a ' +
    'recording; a recording that cannot be read is 400 RECORDING_UNREADABLE.',
  body: gatewayChangeSchema,
  response: itemEnvelope(gatewayStateSchema),
  errors: { 400: ['RECORDING_UNREADABLE'] },
});

const readDrift = openEndpoint.get('readDrift', `${controlPrefix}/drift`, {
  summary: 'Per endpoint and side: calls checked against the catalogue, mismatches, and the first one seen.',
  response: listEnvelope(driftEntrySchema),
});

const clearDrift = openEndpoint.delete('clearDrift', `${controlPrefix}/drift`, {
  summary: 'Forgets the drift seen so far.',
  response: okSchema,
});

export const mockGatewayEndpoints = { readGateway, updateGateway, readDrift, clearDrift };
