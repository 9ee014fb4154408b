import type { Language } from '@daftar/contracts/schemas/common';
import type { HttpClient } from './http-client.ts';
import { readTranslationMap, translationMapRoute } from './start-up-answers.ts';

/** SPEC §7: the answer is the flat key → text map itself (checked without zod: every start-up fetches it). */
export async function fetchTranslations(client: HttpClient, language: Language) {
  return client.callChecked(translationMapRoute, readTranslationMap, { language });
}
