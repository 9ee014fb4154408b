import { errorTranslations } from '@daftar/contracts/translations/errors';
import { platformTranslations } from './keys/platform.ts';
import type { Language } from './languages.ts';
import type { TranslationMap } from './translation-storage.ts';

type Catalogue = Record<string, Record<Language, string>>;

/** The catalogues shipped in the bundle, flattened per language (the fallback of SPEC §8, see translation-service). */
export function bundledTranslations(catalogues: Catalogue[] = [platformTranslations, errorTranslations]) {
  const maps: Record<Language, TranslationMap> = { fa: {}, en: {} };
  for (const catalogue of catalogues) {
    for (const [key, texts] of Object.entries(catalogue)) {
      maps.fa[key] = texts.fa;
      maps.en[key] = texts.en;
    }
  }
  return maps;
}
