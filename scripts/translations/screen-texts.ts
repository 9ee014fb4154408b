import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { translationKeySchema } from '@daftar/contracts/endpoints/translation';
import { z } from 'zod';

export const repoRoot = join(import.meta.dirname, '..', '..');

/** Where the SPA keeps its screen texts: a `translations.ts` beside the code that shows them. */
export const webSourceDir = join(repoRoot, 'web', 'src');

/**
 * The mock API's copy of them, seeded into the `translations` table. Generated (never edited by hand) so that
 * mock-api reads a file of its own and never one of the SPA's: the package arrows stay `web → contracts ← mock-api`.
 */
export const screenTextsFile = join(repoRoot, 'mock-api', 'src', 'seed', 'screen-texts.json');

const textsSchema = z.object({ en: z.string().min(1), fa: z.string().min(1) }).strict();
const catalogueSchema = z.record(translationKeySchema, textsSchema);

export type ScreenTexts = Record<string, { en: string; fa: string }>;

/** Every `translations.ts` under web/src, in a stable order. */
export function screenTextFiles(dir: string = webSourceDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path === 'translations.ts' || path.endsWith('/translations.ts'))
    .map((path) => join(dir, path))
    .sort();
}

/**
 * Imports each file and merges its exported `{ KEY: { en, fa } }` objects. A malformed text or a key defined in
 * two files stops it with the file and key named: the server would otherwise serve whichever came last.
 */
export async function collectScreenTexts(files: string[] = screenTextFiles()): Promise<ScreenTexts> {
  const texts: ScreenTexts = {};
  const definedIn = new Map<string, string>();
  for (const file of files) {
    const name = relative(repoRoot, file);
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      const parsed = catalogueSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${name} (${exported}): ${issue?.path.join('.')} ${issue?.message}`);
      }
      for (const [key, text] of Object.entries(parsed.data)) {
        const earlier = definedIn.get(key);
        if (earlier) throw new Error(`${key} is defined in both ${earlier} and ${name}: keep one`);
        definedIn.set(key, name);
        texts[key] = text;
      }
    }
  }
  return Object.fromEntries(Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The generated file's bytes: sorted keys, two-space JSON, so a changed text is a one-line diff. */
export function renderScreenTexts(texts: ScreenTexts): string {
  return `${JSON.stringify(texts, null, 2)}\n`;
}
