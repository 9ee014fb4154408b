import { contracts } from './contracts.ts';
import type { Language } from '@daftar/contracts/schemas/common';
import type { HttpClient } from './http-client.ts';

/** SPEC §7: the answer is the flat key → text map itself. */
export async function fetchTranslations(client: HttpClient, language: Language) {
  return client.call((await contracts.translation()).translationEndpoints.list, { params: { language } });
}
