import { useCallback } from 'react';
import { translationEditorTranslations } from './translations.ts';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';

export type EditorKey = keyof typeof translationEditorTranslations;

/**
 * The editor's own texts: never marked (the editor does not offer itself for editing), and the catalogue's text
 * when the server's map lacks the key (a database seeded before the editor existed).
 */
export function useEditorT(): (key: EditorKey, values?: Record<string, string>) => string {
  const t = useT();
  const { language } = useLanguage();
  return useCallback(
    (key, values) => t(key, { ...values, postProcess: [], defaultValue: translationEditorTranslations[key][language] }),
    [t, language],
  );
}

/** Any key's text, unmarked (a language's name, the shared Close and Cancel). */
export function usePlainT(): (key: string) => string {
  const t = useT();
  return useCallback((key) => t(key, { postProcess: [] }), [t]);
}
