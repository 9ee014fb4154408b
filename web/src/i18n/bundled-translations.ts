import { platformTranslations } from './translations.ts';
import type { Language } from './languages.ts';
import type { TranslationMap } from './translation-storage.ts';

export type Catalogue = Record<string, Record<Language, string>>;

/**
 * The catalogues shipped in the bundle, flattened per language (the fallback of SPEC §8, see translation-service).
 * Only the platform's own texts: every byte here is initial JavaScript of /login, and the screens' and error codes'
 * texts come from the server (or the stored map) like everything else.
 */
export function bundledTranslations(catalogues: Catalogue[] = [platformTranslations]) {
  const maps: Record<Language, TranslationMap> = { fa: {}, en: {} };
  for (const catalogue of catalogues) {
    for (const [key, texts] of Object.entries(catalogue)) {
      maps.fa[key] = texts.fa;
      maps.en[key] = texts.en;
    }
  }
  return maps;
}
