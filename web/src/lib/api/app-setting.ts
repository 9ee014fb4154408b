import { contracts } from './contracts.ts';
import type { HttpClient } from './http-client.ts';

/** GET app-version; its itemInfo is the app setting of SPEC §3. */
export async function fetchAppSetting(client: HttpClient) {
  const answer = await client.call((await contracts.appSetting()).appSettingEndpoints.get);
  return answer.itemInfo;
}
