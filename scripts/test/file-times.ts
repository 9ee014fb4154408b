import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's whole time: its setup, import, hooks (a beforeAll seeding a database) and tests. */
export interface FileTime {
  file: string;
  seconds: number;
  state: string;
}

/**
 * A Vitest reporter that appends each file's whole time to the JSON-lines file named by DAFTAR_FILE_TIMES. Vitest's
 * JSON report spans a file's first test to its last, leaving out the hooks, which is where seeding files spent theirs.
 */
export default class FileTimes implements Reporter {
  onTestModuleEnd(testModule: TestModule): void {
    const out = process.env.DAFTAR_FILE_TIMES;
    if (!out) return;
    const d = testModule.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    const time: FileTime = {
      file: relative(process.cwd(), testModule.moduleId),
      seconds: ms / 1000,
      state: testModule.state(),
    };
    appendFileSync(out, `${JSON.stringify(time)}\n`);
  }
}

/** The slowest `count` files of a FileTimes output, slowest first, as lines for the summary. */
export function slowestFiles(file: string, count: number): string[] {
  if (!existsSync(file)) return [];
  const times = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FileTime)
    .sort((a, b) => b.seconds - a.seconds);
  return times.slice(0, count).map((time) => `${time.seconds.toFixed(1).padStart(7)} s  ${time.file}`);
}
