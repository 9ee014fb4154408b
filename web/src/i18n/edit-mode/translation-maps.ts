import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { fetchTranslationHistory, fetchTranslations } from '../../lib/api/translation.ts';
import type { Language } from '../languages.ts';

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
    queryFn: () => fetchTranslationHistory(apiClient, key),
    staleTime: 0,
  });
}
