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

/** A flag or variant name as Unleash allows it. */
const flagNameSchema = z.string().min(1).max(200);
/** A bucket covers seconds to minutes of one browser's evaluations; a billion is far beyond any honest count. */
const evaluationCountSchema = z.number().int().min(0).max(1_000_000_000);

/** At most `max` keys: a record schema bounds each entry, not how many there are. */
const atMostKeys = (max: number) => (record: Record<string, unknown>) => Object.keys(record).length <= max;

/**
 * Every field and every collection is bounded, so a client cannot make the server store whatever it sends
 * (a 1 MB appName once stored 3 MB per request).
 */
export const metricsBodySchema = z.object({
  appName: z.string().min(1).max(200),
  instanceId: z.string().max(200),
  bucket: z.object({
    start: z.string().max(40),
    stop: z.string().max(40),
    toggles: z
      .record(
        flagNameSchema,
        z.object({
          yes: evaluationCountSchema,
          no: evaluationCountSchema,
          variants: z
            .record(flagNameSchema, evaluationCountSchema)
            .refine(atMostKeys(50), { error: 'TOO_MANY_ENTRIES' })
            .optional(),
        }),
      )
      .refine(atMostKeys(500), { error: 'TOO_MANY_ENTRIES' }),
  }),
});

/** The largest metrics body a browser sends is a few kilobytes; more is refused before it is read. */
export const metricsBodyLimitBytes = 64 * 1024;

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
