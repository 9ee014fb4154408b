import { type FaultRuleInput, type JournalEntry, mockControlEndpoints } from '@daftar/contracts/endpoints/mock-control';

import { jsonWritesFetch } from '../../src/dev-panel/json-writes-fetch.ts';
import { type CallInput, createHttpClient } from '../../src/lib/api/http-client.ts';
import { stack } from './stack.ts';

/** The fault lab's control API of the e2e stack, for arranging failures and reading what the server answered. */
function client() {
  const url = stack().apiUrl;
  return createHttpClient({ baseUrls: { main: url, pay: stack().payApiUrl }, fetch: jsonWritesFetch });
}

/** Database back to the seed; rules, scenarios, settings and journal cleared. Call before each test. */
export async function resetStack(): Promise<void> {
  await client().call(mockControlEndpoints.reset);
}

export async function startScenario(name: string): Promise<void> {
  await client().call(mockControlEndpoints.runScenario, { params: { name } });
}

/** Undoes one scenario (its rules and settings), leaving the database as it is: "the API is back". */
export async function stopScenario(name: string): Promise<void> {
  await client().call(mockControlEndpoints.resetScenario, { params: { name } });
}

/** A fault rule until the next reset: an answer the API cannot give yet, or a failure to show. */
export async function addRule(rule: FaultRuleInput): Promise<void> {
  await client().call(mockControlEndpoints.createRule, { body: rule });
}

/** Sets the server's webAppVersion and/or translationVersion (a number, or 'increment'), as a release would. */
export async function setVersions(
  versions: CallInput<typeof mockControlEndpoints.bumpVersions>['body'],
): Promise<void> {
  await client().call(mockControlEndpoints.bumpVersions, { body: versions });
}

/** Turns a feature flag on or off on the server, as its owner would in Unleash; a variant given replaces its variant. */
export async function setFlag(
  name: string,
  enabled: boolean,
  variant?: NonNullable<CallInput<typeof mockControlEndpoints.setFlag>['body']>['variant'],
): Promise<void> {
  await client().call(mockControlEndpoints.setFlag, { params: { name }, body: { enabled, variant } });
}

export async function journal(): Promise<JournalEntry[]> {
  return (await client().call(mockControlEndpoints.readJournal, { query: { limit: 1000 } })).data;
}

/** Journal entries for one method and path (exact), e.g. how many refresh calls the SPA made. */
export async function callsTo(method: string, path: string): Promise<JournalEntry[]> {
  return (await journal()).filter((entry) => entry.method === method && entry.path === path);
}

/** Moves the server's clock (recurring invoices run by it); null goes back to real time. */
export async function setClock(now: string | null): Promise<void> {
  await client().call(mockControlEndpoints.setClock, { body: { now } });
}
