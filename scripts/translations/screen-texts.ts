import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { translationKeySchema } from '@daftar/contracts/endpoints/translation';
import { readTextTable } from '@daftar/contracts/translations/text-table';
import { z } from 'zod';

export const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * Where the SPA keeps its screen texts: a table `translations.tsv` beside the code that shows them, or a
 * `translations.ts` where the SPA imports the texts itself (the platform's, bundled for start-up; the editor's own).
 */
export const webSourceDir = join(repoRoot, 'web', 'src');

/**
 * The mock API's copy of them, seeded into the `translations` table. Generated (never edited by hand) so that
 * mock-api reads a file of its own and never one of the SPA's: the package arrows stay `web → contracts ← mock-api`.
 */
export const screenTextsFile = join(repoRoot, 'mock-api', 'src', 'seed', 'screen-texts.json');

const textsSchema = z.object({ en: z.string().min(1), fa: z.string().min(1) }).strict();
const catalogueSchema = z.record(translationKeySchema, textsSchema);

export type ScreenTexts = Record<string, { en: string; fa: string }>;

const catalogueName = /(^|\/)translations\.tsv?$/;

/** Every `translations.tsv` and `translations.ts` under web/src, in a stable order. */
export function screenTextFiles(dir: string = webSourceDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => catalogueName.test(path))
    .map((path) => join(dir, path))
    .sort();
}

/** A table's texts, or a module's exported `{ KEY: { en, fa } }` objects, by name. */
async function catalogues(file: string): Promise<Record<string, unknown>> {
  const url = pathToFileURL(file);
  if (file.endsWith('.tsv')) return { table: readTextTable(url) };
  return (await import(url.href)) as Record<string, unknown>;
}

/**
 * Reads each file and merges its texts. A malformed text or a key defined in
 * two files stops it with the file and key named: the server would otherwise serve whichever came last.
 */
export async function collectScreenTexts(files: string[] = screenTextFiles()): Promise<ScreenTexts> {
  const texts: ScreenTexts = {};
  const definedIn = new Map<string, string>();
  for (const file of files) {
    const name = relative(repoRoot, file);
    for (const [exported, value] of Object.entries(await catalogues(file))) {
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
