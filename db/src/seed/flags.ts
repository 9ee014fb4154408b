import { featureFlags } from '../schema/flags.ts';
import type { Queryable } from '../client.ts';

/** Flags the SPA reads: hub-taksa and coming-soon on, one off, one with a variant. */
export const seededFlags = [
  { name: 'hub-taksa', enabled: true, description: 'The Taksa hub screen (/hub/taksa).' },
  { name: 'coming-soon', enabled: true, description: 'The coming-soon screen (/coming-soon).' },
  { name: 'banking-transfer-bank', enabled: false, description: 'Transfers to other banks (not ready yet).' },
  {
    name: 'dashboard-layout',
    enabled: true,
    description: 'Which dashboard layout to show.',
    variantName: 'compact',
    variantPayloadType: 'json',
    variantPayloadValue: '{"columns":2}',
  },
];

export function seedFlags(db: Queryable): void {
  db.insert(featureFlags).values(seededFlags).onConflictDoNothing().run();
}
