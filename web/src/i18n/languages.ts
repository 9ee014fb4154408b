import type { Language } from '@daftar/contracts/schemas/common';

export type { Language };
export type Direction = 'rtl' | 'ltr';

/** SPEC §1, §9: two languages, Persian by default. */
export const languages: readonly Language[] = ['fa', 'en'];
export const defaultLanguage: Language = 'fa';

export function isLanguage(value: unknown): value is Language {
  return value === 'fa' || value === 'en';
}

/** Persian is right-to-left, English left-to-right. */
export function directionOf(language: Language): Direction {
  return language === 'fa' ? 'rtl' : 'ltr';
}

/** The language's name as a translation key, for switches and menus. */
export const languageNameKeys: Record<Language, string> = { fa: 'WEB_LANGUAGE_FA', en: 'WEB_LANGUAGE_EN' };
