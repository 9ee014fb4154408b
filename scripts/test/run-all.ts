import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.ts';
import { runStep, type StepResult } from './steps.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reports = join(root, 'node_modules', '.daftar-test-reports');
rmSync(reports, { recursive: true, force: true });
process.env.PACT_DO_NOT_TRACK = 'true';

const vitest = (...projects: string[]) => ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];

// Order matters: consumer tests write the pacts that provider verification reads.
const results: StepResult[] = [
  runStep('typecheck', 'pnpm', ['run', 'typecheck'], root),
  runStep('lint', 'pnpm', ['exec', 'biome', 'ci', '.'], root),
  runStep('unit', 'pnpm', vitest('unit-node', 'unit-web'), root, reports),
  runStep('pact-consumer', 'pnpm', vitest('pact-consumer'), root, reports),
  runStep('pact-provider', 'pnpm', vitest('pact-provider'), root, reports),
];

try {
  ensureChromium();
  results.push(runStep('e2e', 'pnpm', vitest('e2e'), root, reports));
} catch (error) {
  console.error(`\x1b[31m${error instanceof Error ? error.message : String(error)}\x1b[0m`);
  results.push({ name: 'e2e', ok: false, seconds: 0, passed: 0, failed: 1, skipped: 0 });
}

console.log('\nstep            result   tests (passed/failed/skipped)   time');
for (const r of results) {
  const tests = r.passed + r.failed + r.skipped > 0 ? `${r.passed}/${r.failed}/${r.skipped}` : '-';
  console.log(`${r.name.padEnd(16)}${(r.ok ? 'ok' : 'FAILED').padEnd(9)}${tests.padEnd(32)}${r.seconds.toFixed(1)}s`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
