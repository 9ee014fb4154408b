import {
  clearFaultRules,
  clearJournal,
  deleteFaultRule,
  listFaultRules,
  listScenarios,
  readJournal,
  resetLab,
  resetScenario,
  runScenario,
} from '@daftar/contracts/endpoints/mock-control';
import { apiBaseUrls } from '../lib/api/config.ts';
import { createHttpClient } from '../lib/api/http-client.ts';

// The control API needs no session; a client of its own keeps the lab's calls out of the app's auth handling.
const client = createHttpClient({ baseUrls: apiBaseUrls });

export const lab = {
  scenarios: () => client.call(listScenarios).then((r) => r.data),
  runScenario: (name: string) => client.call(runScenario, { params: { name } }),
  resetScenario: (name: string) => client.call(resetScenario, { params: { name } }),
  rules: () => client.call(listFaultRules).then((r) => r.data),
  deleteRule: (id: string) => client.call(deleteFaultRule, { params: { id } }),
  clearRules: () => client.call(clearFaultRules),
  journal: (since: number) => client.call(readJournal, { query: { since, limit: 200 } }).then((r) => r.data),
  clearJournal: () => client.call(clearJournal),
  reset: () => client.call(resetLab),
};
