// `pnpm test:load`: runs a command (default `npm test`) several times in a row while busy-loop workers keep cores
// busy, as on a shared CI machine, and prints one line per run. Reviewers asked for proof that no test depends on
// an idle machine; this is the repeatable way to give it. Options: --runs N (3), --hogs N (1), -- <command…>.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { answerHelp } from '../cli-help.ts';
import { startHogs } from './cpu-hog.ts';

const usage = 'usage: pnpm test:load [--runs N] [--hogs N] [-- command …]';
answerHelp(`${usage}

Runs a command (npm test unless given) N times in a row (3) beside N busy-loop workers (1), as on a busy CI
machine, and prints one line per run: its time, its closing test line and the load average during it.`);

const separator = process.argv.indexOf('--');
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const command = separator === -1 ? ['npm', 'test'] : process.argv.slice(separator + 1);
const { values } = parseArgs({
  args: own,
  options: { runs: { type: 'string', default: '3' }, hogs: { type: 'string', default: '1' } },
});
const runs = Number(values.runs);
const hogCount = Number(values.hogs);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(hogCount) || hogCount < 0 || command.length === 0) {
  console.error(usage);
  process.exit(2);
}

interface RunResult {
  code: number;
  seconds: number;
  summary: string;
  /** The 1-minute load average during the run, sampled every 5 s: its mean and its highest. */
  load: { mean: number; max: number };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of coloured output
const ansi = /\x1b\[[0-9;]*m/g;

/** The closing line of `npm test` (`tests: N passed, N failed, N skipped`) or vitest's `Tests  N passed (N)`. */
function summaryIn(text: string): string | undefined {
  const plain = text.replace(ansi, '');
  return (plain.match(/^.*\d+ passed, \d+ failed.*$/gm) ?? plain.match(/^\s*Tests\s+\d+ .*$/gm))?.at(-1)?.trim();
}

/** Runs the command once, echoing its output, and keeps its last `N passed, N failed` line. */
function runOnce(): Promise<RunResult> {
  const started = performance.now();
  const samples = [loadavg()[0] ?? 0];
  const sampler = setInterval(() => samples.push(loadavg()[0] ?? 0), 5_000);
  return new Promise((resolve) => {
    let summary = '';
    const child = spawn(command[0] ?? 'npm', command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      summary = summaryIn(chunk.toString()) ?? summary;
    });
    child.on('close', (code) => {
      clearInterval(sampler);
      const load = { mean: samples.reduce((a, b) => a + b, 0) / samples.length, max: Math.max(...samples) };
      resolve({ code: code ?? 1, seconds: (performance.now() - started) / 1000, summary, load });
    });
  });
}

const hogs = startHogs(hogCount);
const results: RunResult[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    console.log(`\n\x1b[1m▶ run ${run} of ${runs}\x1b[0m under ${hogCount} busy core(s): ${command.join(' ')}`);
    results.push(await runOnce());
  }
} finally {
  await hogs.stop();
}

console.log(`\nrun  exit  time      load (mean/max)  summary  (${hogCount} busy core(s) beside each run)`);
results.forEach((result, index) => {
  const time = `${(result.seconds / 60).toFixed(1)} min`;
  const load = `${result.load.mean.toFixed(1)}/${result.load.max.toFixed(1)}`;
  console.log(
    `${String(index + 1).padEnd(5)}${String(result.code).padEnd(6)}${time.padEnd(10)}${load.padEnd(17)}${result.summary}`,
  );
});
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
