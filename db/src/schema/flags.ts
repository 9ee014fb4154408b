import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** A feature flag served by the Unleash frontend API at /api/frontend. */
export const featureFlags = sqliteTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
  /** Share of users (0–100) the flag is on for, sticky by the context's userId (else sessionId). */
  rolloutPercent: integer('rollout_percent').notNull().default(100),
  impressionData: integer('impression_data', { mode: 'boolean' }).notNull().default(false),
  description: text('description'),
  /** Optional variant handed to clients for enabled flags; absent means Unleash's "disabled" variant. */
  variantName: text('variant_name'),
  variantPayloadType: text('variant_payload_type'),
  variantPayloadValue: text('variant_payload_value'),
});

/** Usage counts clients report to client/metrics, summed per flag and app. */
export const flagMetrics = sqliteTable(
  'flag_metrics',
  {
    flagName: text('flag_name').notNull(),
    appName: text('app_name').notNull(),
    yes: integer('yes').notNull().default(0),
    no: integer('no').notNull().default(0),
    lastSeenAt: text('last_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.flagName, table.appName] })],
);

export type FeatureFlagRow = typeof featureFlags.$inferSelect;
