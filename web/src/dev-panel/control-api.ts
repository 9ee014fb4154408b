import { mockControlEndpoints } from '@daftar/contracts/endpoints/mock-control';
import { apiBaseUrls } from '../lib/api/config.ts';
import { createHttpClient } from '../lib/api/http-client.ts';
import { jsonWritesFetch } from './json-writes-fetch.ts';

// The control API needs no session; a client of its own keeps the lab's calls out of the app's auth handling.
const client = createHttpClient({ baseUrls: apiBaseUrls, fetch: jsonWritesFetch });

export const lab = {
  scenarios: () => client.call(mockControlEndpoints.listScenarios).then((r) => r.data),
  runScenario: (name: string) => client.call(mockControlEndpoints.runScenario, { params: { name } }),
  resetScenario: (name: string) => client.call(mockControlEndpoints.resetScenario, { params: { name } }),
  rules: () => client.call(mockControlEndpoints.listRules).then((r) => r.data),
  deleteRule: (id: string) => client.call(mockControlEndpoints.removeRule, { params: { id } }),
  clearRules: () => client.call(mockControlEndpoints.clearRules),
  journal: (since: number) =>
    client.call(mockControlEndpoints.readJournal, { query: { since, limit: 200 } }).then((r) => r.data),
  clearJournal: () => client.call(mockControlEndpoints.clearJournal),
  reset: () => client.call(mockControlEndpoints.reset),
};
