import { translationEndpoints } from '@daftar/contracts/endpoints/translation';
import type { Language } from '@daftar/contracts/schemas/common';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** Administrators only; the answer is not used, the caller refetches (SPEC §4). */
export async function updateTranslation(
  client: HttpClient,
  key: string,
  values: { lang: Language; value: string }[],
): Promise<void> {
  await client.call(translationEndpoints.update, { body: { key, values } });
}

export async function listTranslationHistory(client: HttpClient, key: string) {
  return (await client.call(translationEndpoints.listHistory, { params: { key } })).data;
}
