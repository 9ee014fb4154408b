import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableFiles, repoRoot } from './reachable-files.ts';

const cliDir = join(repoRoot, 'mock-api', 'src', 'cli');
const entries = [
  join(repoRoot, 'mock-api', 'src', 'server.ts'),
  ...readdirSync(cliDir).map((name) => join(cliDir, name)),
];

function isTestCode(path: string): boolean {
  return /\/(test|testing|e2e)\//.test(path) || /\.(test|pact\.test)\.tsx?$/.test(path);
}

describe('what the running server loads', () => {
  it('reaches the db reset module and the fault lab (the walk itself works)', () => {
    const files = [...reachableFiles(entries).keys()].map((file) => relative(repoRoot, file));
    expect(files).toEqual(expect.arrayContaining(['db/src/reset.ts', 'mock-api/src/fault-lab/lab-hooks.ts']));
  });

  it('imports no test helper: test code may change for a test without any thought for production', () => {
    const reached = reachableFiles(entries);
    const offenders = [...reached.entries()]
      .filter(([file]) => isTestCode(relative(repoRoot, file)))
      .map(([file, importer]) => `${relative(repoRoot, importer)} imports ${relative(repoRoot, file)}`);
    expect(offenders).toEqual([]);
  });
});
