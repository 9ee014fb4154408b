import { translationEndpoints } from '@daftar/contracts/endpoints/translation';
import type { Language } from '@daftar/contracts/schemas/common';
import type { HttpClient } from './http-client.ts';

/** SPEC §7: the answer is the flat key → text map itself. */
export function fetchTranslations(client: HttpClient, language: Language) {
  return client.call(translationEndpoints.list, { params: { language } });
}
