import { translationEndpoints } from '@daftar/contracts/endpoints/translation';
import type { Language } from '@daftar/contracts/schemas/common';
import type { HttpClient } from './http-client.ts';

/** SPEC §7: the answer is the flat key → text map itself. */
export function fetchTranslations(client: HttpClient, language: Language) {
  return client.call(translationEndpoints.list, { params: { language } });
}

/** Administrators only; the answer is not used, the caller refetches (SPEC §4). */
export async function saveTranslation(
  client: HttpClient,
  key: string,
  values: { lang: Language; value: string }[],
): Promise<void> {
  await client.call(translationEndpoints.update, { body: { key, values } });
}

export async function fetchTranslationHistory(client: HttpClient, key: string) {
  return (await client.call(translationEndpoints.listHistory, { params: { key } })).data;
}
