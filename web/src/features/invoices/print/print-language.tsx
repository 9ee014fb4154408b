import type { Language } from '@daftar/contracts/schemas/common';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../../i18n/languages.ts';

const PrintLanguageContext = createContext<Language>('fa');

/**
 * The language a printout is in: the company's "language of printed documents" (its settings), whatever language
 * the screens are in. The sheet carries it as `lang` and `dir`, so a Persian invoice prints right to left with
 * Persian digits and Jalali dates even from English screens, and the other way round.
 */
export function PrintLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return <PrintLanguageContext.Provider value={language}>{children}</PrintLanguageContext.Provider>;
}

export const usePrintLanguage = () => useContext(PrintLanguageContext);

/** `t` in the printout's language (its texts are loaded by the print loader beside the screens'). */
export function usePrintT() {
  return useTranslation(undefined, { lng: usePrintLanguage() }).t;
}

/** The sheet's `lang` and `dir` attributes. */
export function usePrintDirection() {
  const language = usePrintLanguage();
  return { lang: language, dir: directionOf(language) };
}
