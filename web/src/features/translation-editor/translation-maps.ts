import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { fetchTranslations } from '../../lib/api/translation.ts';
import { listTranslationHistory } from './translation-editor-client.ts';
import type { Language } from '../../i18n/languages.ts';

/** The editor's translation cache: each language's full map, as the server has it now. */
export const translationMapsKey = ['translation-editor', 'maps'] as const;

export function translationMapQuery(language: Language) {
  return queryOptions({
    queryKey: [...translationMapsKey, language],
    queryFn: () => fetchTranslations(apiClient, language),
  });
}

export function translationHistoryQuery(key: string) {
  return queryOptions({
    queryKey: ['translation-editor', 'history', key],
    queryFn: () => listTranslationHistory(apiClient, key),
    staleTime: 0,
  });
}
