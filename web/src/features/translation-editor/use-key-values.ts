import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Language, languages } from '../../i18n/languages.ts';
import { translationMapQuery } from './translation-maps.ts';

export type KeyValues = Record<Language, string>;

export interface KeyValuesState {
  values: KeyValues;
  /** The languages the key had no text in when loaded (marked in the dialog). */
  missing: Language[];
  loading: boolean;
  setValue(language: Language, value: string): void;
}

const empty: KeyValues = { fa: '', en: '' };

/**
 * SPEC §4: the key's text in every language, loaded from the server when the dialog opens and whenever the selected
 * key changes. SPEC §8: a failed load is logged and leaves the fields empty.
 */
export function useKeyValues(key: string): KeyValuesState {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<KeyValues>(empty);
  const [missing, setMissing] = useState<Language[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setValues(empty);
    Promise.all(languages.map((language) => queryClient.fetchQuery({ ...translationMapQuery(language), staleTime: 0 })))
      .then((maps) => {
        if (!current) return;
        const loaded = { ...empty };
        languages.forEach((language, index) => {
          loaded[language] = maps[index]?.[key] ?? '';
        });
        setValues(loaded);
        setMissing(languages.filter((language) => !loaded[language]));
      })
      .catch((error: unknown) => {
        console.error(`translation editor: loading the texts of ${key} failed`, error);
        if (current) setMissing([]);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [key, queryClient]);

  return {
    values,
    missing,
    loading,
    setValue: (language, value) => setValues((before) => ({ ...before, [language]: value })),
  };
}
