import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { translationKeySchema } from '@daftar/contracts/endpoints/translation';
import { z } from 'zod';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Where translation catalogues live: the contracts' (error codes and shared text) and the SPA's. They are read
 * at seed time by path, so neither db nor mock-api depends on the web package.
 */
export const catalogueDirs = [
  join(repoRoot, 'contracts', 'src', 'translations'),
  join(repoRoot, 'web', 'src', 'i18n', 'keys'),
];

const catalogueSchema = z.record(translationKeySchema, z.object({ en: z.string(), fa: z.string() }));

/** key → { en, fa }, merged over every catalogue. */
export type Catalogue = Record<string, { en: string; fa: string }>;

function catalogueFiles(): string[] {
  return catalogueDirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
        .sort()
        .map((name) => join(dir, name)),
    );
}

/** Imports every catalogue file and merges their exported `{ KEY: { en, fa } }` objects; a bad one stops the seed. */
export async function loadCatalogues(): Promise<{ catalogue: Catalogue; files: string[] }> {
  const catalogue: Catalogue = {};
  const files = catalogueFiles();
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null) continue;
      const parsed = catalogueSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`translation catalogue ${file} (${name}): ${issue?.path.join('.')} ${issue?.message}`);
      }
      Object.assign(catalogue, parsed.data);
    }
  }
  return { catalogue, files };
}
