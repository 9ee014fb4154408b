import { z } from 'zod';
import { openEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope, okSchema } from '../envelope.ts';
import { isoDateTimeSchema } from '../schemas/common.ts';

/**
 * The QA fault lab's control API (development and tests only, loopback callers only), under /__mock on the main
 * host. Rules change what either host answers; the journal records what both hosts answered.
 */
export const controlPrefix = '/__mock';

const jsonValue: z.ZodType<unknown> = z.json();

export const faultHostSchema = z.enum(['main', 'pay', 'any']);
export const faultMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ANY']);

/** A path glob: `*` matches one segment, `**` any number of segments; e.g. `/neobank/**`. */
const pathGlobSchema = z.string().regex(/^\/[^\s]*$/, { error: 'PATH_MUST_START_WITH_SLASH' });

export const faultMatchSchema = z.object({
  host: faultHostSchema.default('any'),
  method: faultMethodSchema.default('ANY'),
  path: pathGlobSchema,
  /** Paths the rule leaves alone even when `path` matches (e.g. the refresh call itself). */
  exceptPaths: z.array(pathGlobSchema).max(20).optional(),
  /** Only requests carrying this header (case-insensitive name); with `includes`, whose value contains it. */
  header: z.object({ name: z.string().min(1), includes: z.string().optional() }).optional(),
  /** Only requests whose JSON body has this value at a dotted path. */
  bodyField: z.object({ path: z.string().min(1), equals: z.union([z.string(), z.number(), z.boolean()]) }).optional(),
});

export const faultResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    status: z.number().int().min(200).max(599),
    body: jsonValue.optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  /** Never answer (until the client gives up or `maxMs` passes, then the connection is closed). */
  z.object({ kind: z.literal('hang'), maxMs: z.number().int().min(100).max(600_000).default(120_000) }),
  /** Destroy the TCP connection without an answer: the server unreachable, as a client sees it. */
  z.object({ kind: z.literal('reset') }),
  /**
   * The real handler runs (the write is committed), then the connection is closed before the answer leaves: the
   * answer is lost. A client's retry with the same Idempotency-Key gets the first answer, not a second write.
   */
  z.object({ kind: z.literal('answer-lost') }),
  /** Answer with a status and an empty body (not even JSON). */
  z.object({ kind: z.literal('empty'), status: z.number().int().min(200).max(599).default(200) }),
  /** Let the real handler answer; use with `latencyMs` for a slow network. */
  z.object({ kind: z.literal('pass') }),
]);

export const latencySchema = z.union([
  z.number().int().min(0).max(60_000),
  z
    .object({ min: z.number().int().min(0).max(60_000), max: z.number().int().min(0).max(60_000) })
    .refine((range) => range.min <= range.max, { error: 'LATENCY_MIN_ABOVE_MAX' }),
]);

export const faultRuleInputSchema = z.object({
  name: z.string().min(1).max(80).optional(),
  match: faultMatchSchema,
  respond: faultResponseSchema,
  latencyMs: latencySchema.optional(),
  /** Chance (0–1) that a matching request is faulted; others pass untouched and do not use up `times`. */
  probability: z.number().min(0).max(1).default(1),
  /** Apply this many times, then the rule retires; absent means until cleared. */
  times: z.number().int().min(1).max(10_000).optional(),
  /** Apply for this many seconds from now, then the rule retires; absent means until cleared. */
  forSeconds: z.number().int().min(1).max(86_400).optional(),
});
/** A rule as written by a caller (defaults may be left out) or as parsed (defaults filled in). */
export type FaultRuleInput = z.input<typeof faultRuleInputSchema> | z.output<typeof faultRuleInputSchema>;

export const faultRuleSchema = faultRuleInputSchema.extend({
  id: z.string(),
  /** The scenario that added the rule, if any. */
  scenario: z.string().nullable(),
  hits: z.number().int(),
  remaining: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  /** When a rule with `forSeconds` retires; null for the others. */
  expiresAt: isoDateTimeSchema.nullable().optional(),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

/** Who answered a request (the journal and recordings say it). */
export const answerSourceSchema = z.enum(['local', 'lab', 'upstream', 'replay']);
export type AnswerSource = z.infer<typeof answerSourceSchema>;

export const journalEntrySchema = z.object({
  id: z.number().int(),
  time: isoDateTimeSchema,
  host: z.enum(['main', 'pay']),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  latencyMs: z.number(),
  /** The rule that answered or delayed the request; null when the real handler answered alone. */
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  /** Who answered: the local mock, a fault rule, the real API behind the mock, or a recording. */
  source: answerSourceSchema,
  /** How long the real API took to start answering, when it answered. */
  upstreamMs: z.number().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const scenarioSchema = z.object({ name: z.string(), description: z.string(), active: z.boolean() });

const listRules = openEndpoint.get('listFaultRules', `${controlPrefix}/rules`, {
  summary: 'Fault rules in force, in the order they are tried.',
  response: listEnvelope(faultRuleSchema),
});

const createRule = openEndpoint.post('createFaultRule', `${controlPrefix}/rules`, {
  status: 201,
  summary: 'Adds a fault rule; bad definitions get 400 with the reason.',
  body: faultRuleInputSchema,
  response: itemEnvelope(faultRuleSchema),
});

const clearRules = openEndpoint.delete('clearFaultRules', `${controlPrefix}/rules`, {
  summary: 'Removes every rule and resets every scenario.',
  response: okSchema,
});

const removeRule = openEndpoint.delete('removeFaultRule', `${controlPrefix}/rules/:id`, {
  summary: 'Removes one rule.',
  params: z.object({ id: z.string().min(1) }),
  response: okSchema,
});

const listScenarios = openEndpoint.get('listScenarios', `${controlPrefix}/scenarios`, {
  summary: 'Named scenarios and whether each has rules in force.',
  response: listEnvelope(scenarioSchema),
});

const runScenario = openEndpoint.post('runScenario', `${controlPrefix}/scenarios/:name`, {
  summary: 'Starts a named scenario (its earlier rules are replaced).',
  params: z.object({ name: z.string().min(1) }),
  response: itemEnvelope(z.object({ name: z.string(), rules: z.array(faultRuleSchema) })),
});

const resetScenario = openEndpoint.delete('resetScenario', `${controlPrefix}/scenarios/:name`, {
  summary: "Removes one scenario's rules and undoes its settings.",
  params: z.object({ name: z.string().min(1) }),
  response: okSchema,
});

const readJournal = openEndpoint.get('readJournal', `${controlPrefix}/journal`, {
  summary: 'Requests both hosts answered, newest last; `since` gives only entries with a larger id.',
  query: z.object({
    since: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(200),
  }),
  response: listEnvelope(journalEntrySchema),
});

const clearJournal = openEndpoint.delete('clearJournal', `${controlPrefix}/journal`, {
  summary: 'Empties the request journal.',
  response: okSchema,
});

export const labSettingsSchema = z.object({
  /** Lifetime of newly issued access tokens; null restores the server's configured default. */
  accessTokenTtlSeconds: z.number().int().min(1).max(86_400).nullable(),
  /**
   * The documented calls answer only what SPEC §3 and §7 document (app-version's four fields, the profile's
   * info.role, info.email, preferences and companies[].companyId, the terminals' ids), as the real API may.
   */
  documentedMinimum: z.boolean(),
});
export type LabSettings = z.infer<typeof labSettingsSchema>;

const updateSettings = openEndpoint.put('updateLabSettings', `${controlPrefix}/settings`, {
  summary: 'Changes lab settings: the access-token lifetime, documented-minimum answers.',
  body: labSettingsSchema.partial(),
  response: itemEnvelope(labSettingsSchema),
});

const readLabSettings = openEndpoint.get('readLabSettings', `${controlPrefix}/settings`, {
  summary: 'The lab settings in force.',
  response: itemEnvelope(labSettingsSchema),
});

export const labVersionsSchema = z.object({ webAppVersion: z.string(), translationVersion: z.number().int() });

const readVersions = openEndpoint.get('readVersions', `${controlPrefix}/versions`, {
  summary: "The lab's web version (served to the SPA's dev and preview hosts as version.json) and translation version.",
  response: itemEnvelope(labVersionsSchema),
});

const bumpVersions = openEndpoint.post('bumpVersions', `${controlPrefix}/versions`, {
  summary: 'Sets webAppVersion and/or raises translationVersion (by one, or to a given number).',
  body: z
    .object({
      webAppVersion: z
        .string()
        .regex(/^v?\d+(\.\d+)*$/, { error: 'INVALID_VERSION' })
        .optional(),
      translationVersion: z.union([z.literal('increment'), z.number().int().min(0)]).optional(),
    })
    .refine((body) => body.webAppVersion !== undefined || body.translationVersion !== undefined, {
      error: 'NOTHING_TO_CHANGE',
    }),
  response: itemEnvelope(labVersionsSchema),
});

const setFlag = openEndpoint.put('setFlag', `${controlPrefix}/flags/:name`, {
  summary:
    'Turns a feature flag on or off (created if unknown), and sets or clears its variant when `variant` is sent.',
  params: z.object({ name: z.string().min(1).max(100) }),
  body: z.object({
    enabled: z.boolean(),
    /** The variant handed to clients (e.g. dashboard-layout's `compact` with `{"columns":2}`); null clears it. */
    variant: z
      .object({
        name: z.string().min(1).max(100),
        payload: z.object({ type: z.enum(['string', 'json']), value: z.string().max(1000) }).optional(),
      })
      .nullable()
      .optional(),
  }),
  response: itemEnvelope(z.object({ name: z.string(), enabled: z.boolean() })),
});

export const labClockSchema = z.object({
  /** The server's time now; recurring invoices run by it. */
  now: isoDateTimeSchema,
  /** Whether the lab moved it (false: real time). */
  moved: z.boolean(),
});

const setClock = openEndpoint.put('setLabClock', `${controlPrefix}/clock`, {
  summary:
    "Moves the server's clock to `now` (time flows on from it; recurring invoices due by then are made on the next " +
    'request that checks them); null goes back to real time. The lab reset also does.',
  body: z.object({ now: isoDateTimeSchema.nullable() }),
  response: itemEnvelope(labClockSchema),
});

const reset = openEndpoint.post('resetLab', `${controlPrefix}/reset`, {
  summary: 'Resets the database to the seed, clears rules, scenarios, settings and the journal, and the clock.',
  response: okSchema,
});

export const mockControlEndpoints = {
  listRules,
  createRule,
  clearRules,
  removeRule,
  listScenarios,
  runScenario,
  resetScenario,
  readJournal,
  clearJournal,
  readSettings: readLabSettings,
  updateSettings,
  readVersions,
  bumpVersions,
  setFlag,
  setClock,
  reset,
};
