import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lookup, translateText } from './word-by-word.ts';

/** Persian punctuation for the Latin marks a server message may carry (§5 translates punctuation too). */
const persianPunctuation: Record<string, string> = { ',': '،', ';': '؛', '?': '؟' };

/** `t(KEY, values?)`: the text of a key in the current language, or the key itself when there is none. */
export function useT() {
  return useTranslation().t;
}

/** A function translating free text word by word (SPEC §5), e.g. a server message or a toast's text. */
export function useTranslateText(): (text: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (text: string) => {
      const lookup: Lookup = (key) => {
        if (i18n.exists(key)) return i18n.t(key);
        return language === 'fa' ? persianPunctuation[key] : undefined;
      };
      return translateText(text, lookup);
    },
    [i18n, language],
  );
}
