import { translationKeySchema } from '@daftar/contracts/endpoints/translation';
import { errorTranslations } from '@daftar/contracts/translations/errors';
import { z } from 'zod';
import screenTexts from './screen-texts.json' with { type: 'json' };

const catalogueSchema = z.record(translationKeySchema, z.object({ en: z.string(), fa: z.string() }));

/** key → { en, fa }, merged over every catalogue. */
export type Catalogue = Record<string, { en: string; fa: string }>;

/**
 * Every text the server seeds: the API's error texts from contracts, and the SPA's screen texts from
 * `screen-texts.json`, which `pnpm translations` generates from the SPA's `translations.ts` files. Reading a file of
 * its own keeps mock-api off the SPA's sources (the package arrows); a unit test fails when the copy is stale.
 */
export function translationCatalogue(): Catalogue {
  return catalogueSchema.parse({ ...errorTranslations, ...screenTexts });
}
