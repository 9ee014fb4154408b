import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from './i18n.ts';
import { directionOf, type Direction, type Language } from './languages.ts';

export interface LanguageState {
  language: Language;
  direction: Direction;
  /** True while the new language's texts are being fetched. */
  switching: boolean;
  /**
   * Switches language. `{ save: false }` applies a language without reporting it to `onLanguageChange`, for the
   * shell applying the signed-in user's saved preference.
   */
  setLanguage(language: Language, options?: { save?: boolean }): Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

export interface LanguageProviderProps {
  /**
   * Called after the user switches language, so the shell can save it in the signed-in user's preferences
   * (PUT /api/v1/users/preferences). Not called for the initial language.
   */
  onLanguageChange?: (language: Language, direction: Direction) => void;
  children: ReactNode;
}

export function LanguageProvider({ onLanguageChange, children }: LanguageProviderProps) {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'fa';
  const [switching, setSwitching] = useState(false);

  const setLanguage = useCallback(
    async (next: Language, { save = true }: { save?: boolean } = {}) => {
      if (next === language) return;
      setSwitching(true);
      try {
        await switchLanguage(next);
      } finally {
        setSwitching(false);
      }
      if (save) onLanguageChange?.(next, directionOf(next));
    },
    [language, onLanguageChange],
  );

  const value = useMemo(
    () => ({ language, direction: directionOf(language), switching, setLanguage }),
    [language, switching, setLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The current language and direction, and `setLanguage`; inside `PlatformProviders`. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <PlatformProviders>');
  return state;
}
