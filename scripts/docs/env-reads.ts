import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envSchema } from '../../mock-api/src/env.ts';
import { repoRoot } from './doc-files.ts';

/**
 * Variables read by the machinery itself, not set by a person: Vite's and Vitest's own, the test runner's hand-offs to
 * its children, and the shell's.
 */
export const internalVariables = new Set([
  'BASE_URL',
  'DEV',
  'PATH',
  'PORT',
  'BODIES_FILE',
  'DAFTAR_FILE_TIMES',
  'PACT_DO_NOT_TRACK',
  'VITEST_POOL_ID',
]);

const readPatterns = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /import\.meta\.env\.([A-Z][A-Z0-9_]*)/g,
  /\benv\.(VITE_[A-Z0-9_]+)/g,
];

/** Every environment variable the repository's code reads: the mock API's schema and each `process.env` read. */
export function variablesRead(): Set<string> {
  const names = new Set(Object.keys(envSchema.shape));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith('scripts/docs/'));
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    for (const pattern of readPatterns) for (const match of text.matchAll(pattern)) names.add(match[1] ?? '');
  }
  for (const name of internalVariables) names.delete(name);
  return names;
}

/** The variables a page's tables document: each row's first cell, a code span in capitals. */
export function variablesDocumented(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1] ?? ''));
}
