import type { Host } from '@daftar/contracts/endpoint';
import { type FaultRuleInput, type LabSettings, mockControlEndpoints } from '@daftar/contracts/endpoints/mock-control';
import { type DriftEntry, type GatewayState, mockGatewayEndpoints } from '@daftar/contracts/endpoints/mock-gateway';
import { type CallInput, createHttpClient, type HttpClient } from '../lib/api/http-client.ts';
import { jsonWritesFetch } from './json-writes-fetch.ts';

/**
 * The panel's client of the fault lab's control API: no session (the lab's calls stay out of the app's auth
 * handling) and every write says JSON (the lab refuses others). `xsrf: false` in the contract tests only.
 */
export function createLabClient(baseUrls: Record<Host, string>, options: { xsrf?: false } = {}): HttpClient {
  return createHttpClient({ baseUrls, fetch: jsonWritesFetch, ...options });
}

// One function per control-API call the panel makes, each driven by its pact (lab-client.pact.test.ts).

export async function listScenarios(client: HttpClient) {
  return (await client.call(mockControlEndpoints.listScenarios)).data;
}

export async function runScenario(client: HttpClient, name: string) {
  return (await client.call(mockControlEndpoints.runScenario, { params: { name } })).itemInfo;
}

export async function resetScenario(client: HttpClient, name: string): Promise<void> {
  await client.call(mockControlEndpoints.resetScenario, { params: { name } });
}

export async function listFaultRules(client: HttpClient) {
  return (await client.call(mockControlEndpoints.listRules)).data;
}

export async function addFaultRule(client: HttpClient, rule: FaultRuleInput) {
  return (await client.call(mockControlEndpoints.createRule, { body: rule })).itemInfo;
}

export async function removeFaultRule(client: HttpClient, id: string): Promise<void> {
  await client.call(mockControlEndpoints.removeRule, { params: { id } });
}

export async function clearFaultRules(client: HttpClient): Promise<void> {
  await client.call(mockControlEndpoints.clearRules);
}

export async function readJournal(client: HttpClient, since: number) {
  return (await client.call(mockControlEndpoints.readJournal, { query: { since, limit: 200 } })).data;
}

export async function clearJournal(client: HttpClient): Promise<void> {
  await client.call(mockControlEndpoints.clearJournal);
}

export async function readLabSettings(client: HttpClient): Promise<LabSettings> {
  return (await client.call(mockControlEndpoints.readSettings)).itemInfo;
}

export async function updateLabSettings(client: HttpClient, settings: Partial<LabSettings>): Promise<LabSettings> {
  return (await client.call(mockControlEndpoints.updateSettings, { body: settings })).itemInfo;
}

export async function resetLab(client: HttpClient): Promise<void> {
  await client.call(mockControlEndpoints.reset);
}

export async function readGateway(client: HttpClient): Promise<GatewayState> {
  return (await client.call(mockGatewayEndpoints.readGateway)).itemInfo;
}

export async function updateGateway(
  client: HttpClient,
  change: CallInput<typeof mockGatewayEndpoints.updateGateway>['body'],
): Promise<GatewayState> {
  return (await client.call(mockGatewayEndpoints.updateGateway, { body: change })).itemInfo;
}

export async function readDrift(client: HttpClient): Promise<DriftEntry[]> {
  return (await client.call(mockGatewayEndpoints.readDrift)).data;
}

export async function clearDrift(client: HttpClient): Promise<void> {
  await client.call(mockGatewayEndpoints.clearDrift);
}
