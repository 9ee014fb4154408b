import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';
import { equivalentMutants } from './equivalent.ts';
import { type MutationModule, mutationModules, mutationTestsVariable } from './modules.ts';
import { type ModuleScore, scoreOf, summaryHtml, summaryLines } from './summary.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reportDir = join(root, 'reports', 'mutation');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    // Test files (globs) in place of the module's own: a quick measure of what some tests alone kill.
    tests: { type: 'string', multiple: true },
    concurrency: { type: 'string', default: String(availableParallelism()) },
  },
});

/** The modules to run: every one, those named, or (`--only FILE`) that file alone with its module's tests. */
function chosenModules(): [string, MutationModule][] {
  if (values.only) {
    const file = relative(root, join(process.cwd(), values.only));
    const found = Object.entries(mutationModules).find(([, module]) => module.mutate.includes(file));
    if (!found) throw new Error(`${file} is in no module of scripts/mutation/modules.ts`);
    return [[found[0], { ...found[1], mutate: [file] }]];
  }
  if (positionals.length === 0) return Object.entries(mutationModules);
  return positionals.map((name) => {
    const module = mutationModules[name];
    if (!module) throw new Error(`no module ${name}; known: ${Object.keys(mutationModules).join(', ')}`);
    return [name, module];
  });
}

process.chdir(root);
mkdirSync(reportDir, { recursive: true });
const scores: ModuleScore[] = [];
for (const [name, module] of chosenModules()) {
  const started = performance.now();
  // Stryker's runners are child processes started below: they read the module's tests from this (vitest.config.ts).
  process.env[mutationTestsVariable] = JSON.stringify(values.tests ?? module.tests);
  const stryker = new Stryker({
    // In place: a sandbox copy would leave pnpm's workspace links pointing at the unmutated contracts/ and db/.
    inPlace: true,
    // Stryker would otherwise write `// @ts-nocheck` into every source file of the tree for the run's length.
    disableTypeChecks: false,
    mutate: module.mutate,
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: false, pool: 'forks' },
    coverageAnalysis: 'perTest',
    concurrency: Number(values.concurrency),
    // A mutant that loops (a ledger whose `next` never ends) costs its whole timeout: kept near the dry run's time,
    // with room for a busy shared machine.
    timeoutFactor: 2,
    timeoutMS: 15_000,
    // The initial run of a module's whole test set (the accounting suite) outlasts Stryker's default 5 minutes on a
    // shared machine at load 30 and more, and the whole run is then lost.
    dryRunTimeoutMinutes: 30,
    reporters: ['html', 'clear-text', 'progress'],
    htmlReporter: { fileName: relative(root, join(reportDir, `${name}.html`)) },
    tempDirName: 'node_modules/.stryker-tmp',
    cleanTempDir: 'always',
  });
  const results = await stryker.runMutationTest();
  scores.push(scoreOf(name, results, equivalentMutants, (performance.now() - started) / 1000));
}
writeFileSync(join(reportDir, 'index.html'), summaryHtml(scores));
for (const line of summaryLines(scores)) console.log(line);
console.log(`\nReports: ${relative(process.cwd(), join(reportDir, 'index.html'))} (one page per module beside it)`);
