import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { offencesIn, offencesUnder, testFiles } from './test-hygiene.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('every test runs', () => {
  it('finds focused, skipped, to-do and self-skipping tests', () => {
    const text = [
      "it.only('a', () => {});",
      "describe.skip('b', () => {});",
      "test.todo('c');",
      "it.skipIf(!existsSync(file))('d', () => {});",
      "describe.runIf(ready)('e', () => {});",
      "it('f', (ctx) => { if (!ready) ctx.skip(); });",
      "it('g', () => { expect(only).toBe(1); }); // it.only( in a comment is fine",
    ].join('\n');
    expect(offencesIn('x.test.ts', text).map((offence) => offence.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has no such test in the repository', () => {
    expect(testFiles(root).length).toBeGreaterThan(300);
    expect(offencesUnder(root).filter((offence) => !offence.file.startsWith('scripts/test/test-hygiene'))).toEqual([]);
  });
});
