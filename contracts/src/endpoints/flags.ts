import { z } from 'zod';

/**
 * The Unleash frontend API (REFERENCE.md), served by the main host at /api/frontend so the real
 * unleash-proxy-client works against it. It is a third-party protocol, not a catalogue endpoint of ours.
 */
export const frontendApiPath = '/api/frontend';

export const flagVariantSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  payload: z.object({ type: z.string(), value: z.string() }).optional(),
});

export const frontendTogglesSchema = z.object({
  toggles: z.array(
    z.object({ name: z.string(), enabled: z.literal(true), impressionData: z.boolean(), variant: flagVariantSchema }),
  ),
});

export const metricsBodySchema = z.object({
  appName: z.string(),
  instanceId: z.string(),
  bucket: z.object({
    start: z.string(),
    stop: z.string(),
    toggles: z.record(
      z.string(),
      z.object({
        yes: z.number().int(),
        no: z.number().int(),
        variants: z.record(z.string(), z.number().int()).optional(),
      }),
    ),
  }),
});

/**
 * The evaluation context the client sends: as query parameters on GET (`properties[k]=v` for custom fields) or
 * as `{ context }` on POST. Unknown fields are ignored, as Unleash does.
 */
export const frontendContextSchema = z.object({
  appName: z.string().max(200).optional(),
  environment: z.string().max(200).optional(),
  userId: z.string().max(500).optional(),
  sessionId: z.string().max(500).optional(),
  remoteAddress: z.string().max(100).optional(),
  currentTime: z.string().max(100).optional(),
  properties: z.record(z.string(), z.string().max(1000)).optional(),
});
export type FrontendContext = z.infer<typeof frontendContextSchema>;

export const frontendPostBodySchema = z.object({ context: frontendContextSchema.default({}) });
