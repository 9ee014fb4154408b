import { mockControlEndpoints } from '@daftar/contracts/endpoints/mock-control';
import { inject } from 'vitest';
import { type CallInput, createHttpClient } from '../../src/lib/api/http-client.ts';

/** Server state QA sets through the fault lab's control API (`/__mock`), never by writing into the database. */
function lab() {
  return createHttpClient({ baseUrls: { main: inject('apiUrl'), pay: inject('payApiUrl') } });
}

/** Sets the server's webAppVersion and/or translationVersion (a number, or 'increment'), as a release would. */
export async function setVersions(
  versions: CallInput<typeof mockControlEndpoints.bumpVersions>['body'],
): Promise<void> {
  await lab().call(mockControlEndpoints.bumpVersions, { body: versions });
}

/** Turns a feature flag on or off on the server, as its owner would in Unleash. */
export async function setFlag(name: string, enabled: boolean): Promise<void> {
  await lab().call(mockControlEndpoints.setFlag, { params: { name }, body: { enabled } });
}
