import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, pageEnvelope } from '../envelope.ts';
import { isoDateTimeSchema, namedRecordSchema } from '../schemas/common.ts';
import { companyParamsSchema, listQuerySchema } from '../schemas/list-query.ts';
import { dayRangeInOrder, dayRangeOrder, dayRangeQueryShape, queryIdSchema } from './accounting-common.ts';

export const activityActions = ['CREATE', 'UPDATE', 'DELETE'] as const;
export const activityActionSchema = z.enum(activityActions, { error: 'INVALID_ACTIVITY_ACTION' });
export type ActivityAction = z.infer<typeof activityActionSchema>;

/** A column's value as SQLite keeps it: text, a number (amounts in integer Rials, flags 0/1) or nothing. */
const columnValueSchema = z.union([z.string(), z.number(), z.null()]);

/**
 * `{column: [before, after]}`: the changed columns of an update; a created row's columns with a value (before null)
 * or a deleted row's (after null). Secrets and derived keys are never logged.
 */
export const activityChangesSchema = z.record(z.string(), z.tuple([columnValueSchema, columnValueSchema]));
export type ActivityChanges = z.infer<typeof activityChangesSchema>;

/** Who wrote: a member (also when they called with an API key), or nobody (a payer on the payment host). */
export const activityActorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
});
export type ActivityActor = z.infer<typeof activityActorSchema>;

export const companyActivitySchema = z.object({
  id: z.number().int().positive(),
  at: isoDateTimeSchema,
  action: activityActionSchema,
  /** The table written (`items`, `invoice_lines`, …); the SPA names the known ones. */
  entity: z.string(),
  entityId: z.number().int().nullable(),
  /** The record's name (an item's, a customer's, …) now, or as the log kept it once deleted; null for kinds without one. */
  entityLabel: z.string().nullable(),
  user: activityActorSchema.nullable(),
  /** The API key the call came with, when it came with one. */
  apiKey: namedRecordSchema.nullable(),
  changes: activityChangesSchema,
});
export type CompanyActivity = z.infer<typeof companyActivitySchema>;

/** The log's one order: when it was written (`-at`, newest first, unless asked). */
export const activitySortFields = ['at'] as const;

/**
 * `q` finds a text among the logged values (a name, a code, an amount's digits); `from`/`to` are days (on Tehran's
 * clock, as the screens show times), both included; `entity` is a table name.
 */
export const activityListQuerySchema = listQuerySchema(activitySortFields, '-at', {
  userId: queryIdSchema.optional(),
  entity: z
    .string()
    .regex(/^[a-z][a-z_]{0,63}$/, { error: 'INVALID_ACTIVITY_ENTITY' })
    .optional(),
  action: activityActionSchema.optional(),
  ...dayRangeQueryShape,
}).refine(dayRangeInOrder, dayRangeOrder);
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

const path = '/api/v1/companies/:companyId/activities';

/** Read only: the log is written by the database as the company's rows change, and nothing edits or deletes it. */
export const companyActivityEndpoints = {
  list: userEndpoint.get('listCompanyActivities', path, {
    summary:
      "One page of the company's activity log, newest first: filters by user, table, action and days (owners and admins).",
    params: companyParamsSchema,
    query: activityListQuerySchema,
    response: pageEnvelope(companyActivitySchema),
  }),
  listActors: userEndpoint.get('listActivityActors', `${path}/actors`, {
    summary: "The users the activity filter offers: the company's members and anyone the log names.",
    params: companyParamsSchema,
    response: itemEnvelope(z.array(activityActorSchema)),
  }),
};
