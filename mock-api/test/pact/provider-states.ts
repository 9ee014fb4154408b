import type { Db } from '@daftar/db/client';
import { truncateAll } from '@daftar/db/testing/temp-db';
import { insertAppSettings } from '../support/factories.ts';

/** Returns values to inject into the request (`fromProviderState`), or nothing. */
type StateSetup = (db: Db, params: Record<string, unknown>) => unknown;

/**
 * One entry per provider state named in the pacts. Each starts from an empty database (no state leaks between
 * interactions) and writes exactly the rows the interaction needs.
 */
export const providerStates: Record<string, StateSetup> = {
  'the app setting has web version v2.0.107 and translation version 1': (db) => {
    insertAppSettings(db, { webAppVersion: 'v2.0.107', translationVersion: 1 });
  },
};

export function stateHandlersFor(db: Db) {
  return Object.fromEntries(
    Object.entries(providerStates).map(([name, setup]) => [
      name,
      {
        setup: async (params?: unknown) => {
          truncateAll(db);
          const injected = setup(db, (params ?? {}) as Record<string, unknown>);
          return typeof injected === 'object' && injected !== null ? (injected as Record<string, string>) : undefined;
        },
      },
    ]),
  );
}
