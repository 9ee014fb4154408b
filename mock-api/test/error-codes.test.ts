import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorTranslations } from '@daftar/contracts/translations/errors';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Codes the server can answer with: DomainError and HttpError codes, `message:` literals and zod `error:` codes. */
function emittedCodes(): Set<string> {
  const patterns = [
    /DomainError\(\s*'[a-z-]+',\s*'([A-Z][A-Z0-9_]+)'/g,
    /HttpError\(\s*\d+,\s*'([A-Z][A-Z0-9_]+)'/g,
    /message: '([A-Z][A-Z0-9_]+)'/g,
    /error: '([A-Z][A-Z0-9_]+)'/g,
  ];
  const codes = new Set<string>();
  for (const file of [
    ...sources(join(root, 'mock-api', 'src')),
    ...sources(join(root, 'contracts', 'src', 'endpoints')),
    ...sources(join(root, 'contracts', 'src', 'schemas')),
  ]) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) codes.add(match[1] ?? '');
  }
  return codes;
}

describe('error codes', () => {
  it('every code the server answers with has an en and fa translation (contracts/src/translations/errors.ts)', () => {
    const codes = emittedCodes();
    // Guards the patterns themselves: they must keep finding the codes.
    expect(codes.size).toBeGreaterThan(40);
    const missing = [...codes].filter((code) => !(code in errorTranslations));
    expect(missing).toEqual([]);
  });
});
