import { sql } from 'drizzle-orm';
import { check, index, integer, text } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { timestamp } from './columns.ts';

export const activityActions = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ActivityAction = (typeof activityActions)[number];

/**
 * The company's audit log (issue 18): one row per row written in a company-scoped table during an API request,
 * written by that table's triggers in the same transaction as the change (`db/src/activities/`), so a rolled-back
 * change leaves no activity and no code path can skip it. `changes` is a JSON object `{column: [before, after]}`:
 * the changed columns of an update, the non-null columns of a created (before null) or deleted (after null) row.
 * The user is the caller (null for a payer on the payment host); `api_key_id` when they called with an API key.
 */
export const companyActivities = companyTable(
  'company_activities',
  {
    // No foreign keys: the log keeps naming a user or key after they are removed (and is never rewritten).
    userId: integer('user_id'),
    apiKeyId: integer('api_key_id'),
    at: timestamp('created_at'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    action: text('action', { enum: activityActions }).notNull(),
    changes: text('changes').notNull(),
  },
  (table) => [
    index('company_activities_company_idx').on(table.companyId, table.id),
    index('company_activities_company_entity_idx').on(table.companyId, table.entity, table.id),
    index('company_activities_company_user_idx').on(table.companyId, table.userId, table.id),
    index('company_activities_company_created_idx').on(table.companyId, table.at),
    check('company_activities_action', sql`${table.action} in ('CREATE', 'UPDATE', 'DELETE')`),
    check('company_activities_changes_object', sql`json_type(${table.changes}) = 'object'`),
  ],
);

export type CompanyActivityRow = typeof companyActivities.$inferSelect;
