import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Ways a test can pass without running: focused (`.only` leaves the rest of its file out), skipped, left to do, or
 * running only when a condition holds (a missing file, an environment variable), so that a broken set-up turns a
 * failure into silence. A test that cannot run here fails; it does not skip itself.
 */
const forbidden: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\b(?:it|test|describe|suite|bench)\s*\.\s*only\s*\(/, why: '.only leaves the rest of the file out' },
  { pattern: /\b(?:it|test|describe|suite)\s*\.\s*skip\s*\(/, why: '.skip: a test that never runs' },
  { pattern: /\b(?:it|test|describe|suite)\s*\.\s*todo\s*\(/, why: '.todo: a test that was never written' },
  { pattern: /\.\s*(?:skipIf|runIf)\s*\(/, why: 'a test that skips itself on a condition' },
  { pattern: /\b(?:ctx|context|task|t)\s*\.\s*skip\s*\(/, why: 'a test that skips itself while running' },
];

export interface Offence {
  file: string;
  line: number;
  why: string;
}

/** The repository's test files, as git knows them (tracked or new, never node_modules). */
export function testFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => /\.(?:test|e2e\.test|pact\.test)\.tsx?$/.test(file));
}

/** What in one file's text lets a test pass without running. */
export function offencesIn(file: string, text: string): Offence[] {
  const offences: Offence[] = [];
  text.split('\n').forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    for (const { pattern, why } of forbidden) if (pattern.test(code)) offences.push({ file, line: index + 1, why });
  });
  return offences;
}

export function offencesUnder(root: string): Offence[] {
  return testFiles(root).flatMap((file) => offencesIn(file, readFileSync(join(root, file), 'utf8')));
}
