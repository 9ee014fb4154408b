import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { slowestFiles } from './file-times.ts';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  /** A vitest step's slowest files, setup and hooks included (file-times.ts), as lines for the summary. */
  slowest?: string[];
  /** A vitest step's failed tests, each with the start of its error, for the end of the log. */
  failures?: string[];
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * The failed tests of a JSON report (and files that failed outside any test), as lines: CI shows a log's end only,
 * where the streamed failure of a long run has long scrolled away.
 */
function failuresOf(json: VitestJson, root: string): string[] {
  const lines: string[] = [];
  const clip = (text: string) =>
    stripVTControlCharacters(text)
      .slice(0, 700)
      .split('\n')
      .map((l) => `      ${l}`);
  for (const file of json.testResults ?? []) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`  ${where} > ${test.fullName}`, ...clip(test.failureMessages?.[0] ?? ''));
    if (failed.length === 0 && file.message) lines.push(`  ${where}`, ...clip(file.message));
  }
  return lines;
}

/** Runs one command, streaming its output; for vitest steps the JSON report gives the test counts. */
export function runStep(name: string, command: string, args: string[], root: string, reportDir?: string): StepResult {
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m  ${command} ${args.join(' ')}`);
  const started = performance.now();
  const report = reportDir ? join(reportDir, `${name}.json`) : undefined;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const fileTimes = reportDir ? join(reportDir, `${name}-files.jsonl`) : undefined;
  if (fileTimes) rmSync(fileTimes, { force: true });
  const fullArgs = report
    ? [
        ...args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        '--reporter=./scripts/test/file-times.ts',
      ]
    : args;
  const env = fileTimes ? { ...process.env, DAFTAR_FILE_TIMES: fileTimes } : process.env;
  const result = spawnSync(command, fullArgs, { cwd: root, stdio: 'inherit', env });
  const seconds = (performance.now() - started) / 1000;
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let failures: string[] = [];
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    counts.passed = json.numPassedTests;
    counts.failed = json.numFailedTests;
    counts.skipped = json.numPendingTests + json.numTodoTests;
    failures = failuresOf(json, root);
  }
  const ok = result.status === 0;
  if (!ok && counts.failed === 0) counts.failed = 1;
  const slowest = fileTimes ? slowestFiles(fileTimes, 15) : undefined;
  return {
    name,
    ok,
    seconds,
    ...counts,
    ...(slowest?.length ? { slowest } : {}),
    ...(failures.length ? { failures } : {}),
  };
}
