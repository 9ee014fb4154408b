import type { Catalogue } from './bundled-translations.ts';

/**
 * The texts of a `translations.tsv` a chunk bundles as text, to paint before the server's map arrives (issue 19):
 * `bundleAreaTexts(textTable(table))` with `import table from './translations.tsv?raw'`. `#` notes and blank lines
 * aside, a header `key<TAB>en<TAB>fa`, then a text a line. `pnpm translations` and app/translation-keys.test.ts
 * check every table with contracts' parseTextTable (whose file reading cannot come into the browser), so here a
 * row is only split.
 */
export function textTable(table: string): Catalogue {
  const [, ...rows] = table.split('\n').filter((row) => row !== '' && !row.startsWith('#'));
  return Object.fromEntries(
    rows.map((row) => {
      const [key = '', en = '', fa = ''] = row.split('\t');
      return [key, { en, fa }];
    }),
  );
}
