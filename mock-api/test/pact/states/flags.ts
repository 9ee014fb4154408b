import { seedFlags } from '@daftar/db/seed/flags';
import { togglesFor } from '../../../src/flags/frontend-api.ts';
import type { StateSetup } from './context.ts';

/** The seeded flags: hub-taksa and coming-soon on, one off, one with a variant. */
export const flagStates: Record<string, StateSetup> = {
  'the seeded feature flags exist': ({ db }) => {
    seedFlags(db);
  },
  /** Answers { etag } for fromProviderState: the ETag of the answer the client already holds. */
  'the seeded feature flags exist and the client holds their ETag': ({ db }) => {
    seedFlags(db);
    return { etag: togglesFor(db, {}).etag };
  },
};
