import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerHelp } from '../cli-help.ts';

answerHelp(`pnpm contracts:error-codes — runs the mock API's tests (unit and provider verification) while writing down
every refusal code each operation answers beyond what its shape gives, and writes them to
contracts/src/openapi/error-codes.json, which /openapi.json lists per operation and status. Run it after adding a
refusal and its test, then \`pnpm contracts:openapi\`. No options.`);

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const target = join(root, 'contracts', 'src', 'openapi', 'error-codes.json');
const dir = mkdtempSync(join(tmpdir(), 'daftar-error-codes-'));

/** Each refusal a test's request met, as the server wrote it down (http/error-code-check.ts). */
interface Seen {
  name: string;
  status: number;
  code: string;
}

let failed = false;

function runTests(...args: string[]): void {
  const run = spawnSync('pnpm', ['vitest', 'run', '--reporter=dot', ...args], {
    cwd: root,
    stdio: 'inherit',
    // The property tests' CI seed: the codes written down are the same run after run.
    env: { ...process.env, DAFTAR_RECORD_ERROR_CODES: dir, FC_SEED: process.env.FC_SEED ?? '1405' },
  });
  // What the tests saw is written even when one failed (the file's own check fails while it is empty or behind).
  if (run.status !== 0) failed = true;
}

runTests('--project', 'unit-node', 'mock-api/test');
runTests('--project', 'pact-provider');

const codes = new Map<string, Map<number, Set<string>>>();
for (const file of readdirSync(dir)) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    if (!line) continue;
    const seen = JSON.parse(line) as Seen;
    const statuses = codes.get(seen.name) ?? new Map<number, Set<string>>();
    statuses.set(seen.status, (statuses.get(seen.status) ?? new Set()).add(seen.code));
    codes.set(seen.name, statuses);
  }
}
rmSync(dir, { recursive: true, force: true });

const sorted = Object.fromEntries(
  [...codes.keys()].sort().map((name) => {
    const statuses = codes.get(name) ?? new Map();
    return [name, Object.fromEntries([...statuses.keys()].sort().map((s) => [String(s), [...statuses.get(s)].sort()]))];
  }),
);
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
const count = [...codes.values()].reduce(
  (sum, statuses) => sum + [...statuses.values()].reduce((n, s) => n + s.size, 0),
  0,
);
console.log(`contracts:error-codes: ${count} codes of ${codes.size} operations written to ${relative(root, target)}`);
if (failed) {
  console.error('contracts:error-codes: some tests failed (above); run it again once they pass');
  process.exit(1);
}
