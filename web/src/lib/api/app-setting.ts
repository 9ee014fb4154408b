import type { HttpClient } from './http-client.ts';
import { appVersionRoute, readAppSettingAnswer } from './start-up-answers.ts';

/** GET app-version; its itemInfo is the app setting of SPEC §3 (checked without zod: every start-up makes it). */
export async function fetchAppSetting(client: HttpClient) {
  const answer = await client.callChecked(appVersionRoute, readAppSettingAnswer);
  return answer.itemInfo;
}
