import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.ts';
import { pactDrift, removePacts, snapshotPacts } from './pact-drift.ts';
import { runStep, type StepResult } from './steps.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reports = join(root, 'node_modules', '.daftar-test-reports');
rmSync(reports, { recursive: true, force: true });
process.env.PACT_DO_NOT_TRACK = 'true';

const vitest = (...projects: string[]) => ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];

const pactsDir = join(root, 'contracts', 'pacts');

/** Fails when regenerating the pacts changed them and the committed files were not updated. */
function pactDriftStep(before: Map<string, string>): StepResult {
  console.log('\n\x1b[1m▶ pact-drift\x1b[0m  regenerated pacts against the committed ones');
  const drift = pactDrift(before, pactsDir);
  for (const line of drift) console.log(`  ${line}`);
  if (drift.length > 0) {
    console.log('The pacts changed: review the regenerated contracts/pacts/*.json and commit them.');
  } else {
    console.log('  in step');
  }
  return {
    name: 'pact-drift',
    ok: drift.length === 0,
    seconds: 0,
    passed: 0,
    failed: drift.length > 0 ? 1 : 0,
    skipped: 0,
  };
}

// Started now, awaited before e2e: apt's download and unpacking wait on the network and the disk, not the cores.
const chromium = ensureChromium().then(
  () => undefined,
  (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
);

// Order matters: consumer tests write the pacts that provider verification reads.
const results: StepResult[] = [
  runStep('typecheck', 'pnpm', ['run', 'typecheck'], root),
  runStep('lint', 'pnpm', ['exec', 'biome', 'ci', '.'], root),
  runStep('unit', 'pnpm', vitest('unit-node', 'unit-web'), root, reports),
];
const committedPacts = snapshotPacts(root, pactsDir);
removePacts(pactsDir);
results.push(runStep('pact-consumer', 'pnpm', vitest('pact-consumer'), root, reports));
results.push(pactDriftStep(committedPacts));
results.push(runStep('pact-provider', 'pnpm', vitest('pact-provider'), root, reports));

const chromiumMissing = await chromium;
if (chromiumMissing) {
  console.error(`\x1b[31m${chromiumMissing.message}\x1b[0m`);
  results.push({ name: 'e2e', ok: false, seconds: 0, passed: 0, failed: 1, skipped: 0 });
} else {
  results.push(runStep('e2e', 'pnpm', vitest('e2e'), root, reports));
}

// Where the time goes, before the table that ends the log.
for (const r of results.filter((result) => result.name === 'unit' || result.name === 'e2e')) {
  if (!r.slowest) continue;
  console.log(`\nslowest ${r.name} files (setup and hooks included):`);
  for (const line of r.slowest) console.log(line);
}
for (const r of results.filter((result) => result.failures)) {
  console.log(`\nfailed in ${r.name}:`);
  for (const line of r.failures ?? []) console.log(line);
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
