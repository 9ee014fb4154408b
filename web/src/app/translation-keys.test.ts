import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseTextTable } from '@daftar/contracts/translations/parse-text-table';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const errorCatalogues = join(src, '..', '..', 'contracts', 'src', 'translations');

function files(dir: string, source = /\.tsx?$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, source);
    return source.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The keys a catalogue defines: a table's rows, or a module's `KEY: {` entries. */
function keysOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.tsv')) return Object.keys(parseTextTable(text, file));
  return [...text.matchAll(/^\s+([A-Z][A-Z0-9_]+): \{/gm)].map((match) => match[1] ?? '');
}

// Screen texts live in a `translations.tsv` (or `.ts`) beside the code that shows them; API error texts in contracts.
const catalogues = [
  ...files(src, /^translations\.tsv?$/),
  ...files(errorCatalogues, /\.tsv$/),
  join(errorCatalogues, '..', 'invoices', 'errors.tsv'),
];
const known = new Set(catalogues.flatMap(keysOf));

describe('translation keys of the shell and features', () => {
  it('every WEB_ key the shell and features use has en and fa text in a catalogue', () => {
    const used = [join(src, 'app'), join(src, 'features'), join(src, 'lib', 'routing')].flatMap((dir) =>
      files(dir).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'(WEB_[A-Z0-9_]+)'/g)].map((m) => m[1] ?? ''),
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });
});
