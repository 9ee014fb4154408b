import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const errorCatalogue = join(src, '..', '..', 'contracts', 'src', 'translations', 'errors.ts');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// Screen texts live in a `translations.ts` beside the code that shows them; API error texts in contracts.
const catalogues = [...files(src).filter((file) => file.endsWith('/translations.ts')), errorCatalogue];
const known = new Set(
  catalogues.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\s+([A-Z][A-Z0-9_]+): \{/gm)].map((match) => match[1]),
  ),
);

describe('translation keys of the shell and features', () => {
  it('every WEB_ key the shell and features use has en and fa text in a catalogue', () => {
    const used = [join(src, 'app'), join(src, 'features'), join(src, 'lib', 'routing')].flatMap((dir) =>
      files(dir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(WEB_[A-Z0-9_]+)'/g)].map((m) => m[1])),
    );
    expect(used.length).toBeGreaterThan(0);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });
});
