import { readFileSync } from 'node:fs';
import type { Stryker } from '@stryker-mutator/core';
import type { EquivalentMutant } from './equivalents/equivalent-mutant.ts';

type MutantResult = Awaited<ReturnType<Stryker['runMutationTest']>>[number];

export interface Survivor {
  file: string;
  line: number;
  mutator: string;
  original: string;
  replacement: string;
  /** Why it cannot be killed, when equivalent.ts names it. */
  equivalent?: string;
}

export interface ModuleScore {
  name: string;
  killed: number;
  /** Killed, timed out, survived and not covered: the mutants a test could have killed. */
  valid: number;
  survivors: Survivor[];
  seconds: number;
}

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);

/** The code a mutant replaced and its line, read from the file Stryker has put back once the run ended. */
function originalOf(result: MutantResult, sources: Map<string, string[]>): { original: string; line: string } {
  let lines = sources.get(result.fileName);
  if (!lines) {
    lines = readFileSync(result.fileName, 'utf8').split('\n');
    sources.set(result.fileName, lines);
  }
  const { start, end } = result.location;
  const line = lines[start.line - 1] ?? '';
  const original =
    start.line === end.line ? line.slice(start.column - 1, end.column - 1) : line.slice(start.column - 1);
  return { original: original.trim(), line };
}

export function scoreOf(
  name: string,
  results: MutantResult[],
  equivalents: EquivalentMutant[],
  seconds: number,
): ModuleScore {
  const sources = new Map<string, string[]>();
  const survivors = results
    .filter((result) => undetected.has(result.status))
    .map((result): Survivor => {
      const { original, line } = originalOf(result, sources);
      const replacement = (result.replacement ?? '').trim();
      const file = result.fileName;
      const known = equivalents.find(
        (each) =>
          file.endsWith(each.file) &&
          each.original === original &&
          each.replacement === replacement &&
          (each.near === undefined || line.includes(each.near)),
      );
      return {
        file,
        line: result.location.start.line,
        mutator: result.mutatorName,
        original,
        replacement,
        ...(known ? { equivalent: known.why } : {}),
      };
    });
  return {
    name,
    killed: results.filter((result) => detected.has(result.status)).length,
    valid: results.filter((result) => detected.has(result.status) || undetected.has(result.status)).length,
    survivors,
    seconds,
  };
}

const percent = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

/** The score, and the score counting the named equivalent survivors as killed. */
export function scores(score: ModuleScore) {
  const equivalent = score.survivors.filter((s) => s.equivalent).length;
  return { raw: percent(score.killed, score.valid), net: percent(score.killed, score.valid - equivalent), equivalent };
}

export function summaryLines(all: ModuleScore[]): string[] {
  const lines = ['', 'module                 score   without equivalents   killed/valid   survivors   time'];
  for (const score of all) {
    const { raw, net, equivalent } = scores(score);
    const open = score.survivors.length - equivalent;
    lines.push(
      `${score.name.padEnd(23)}${raw.padEnd(8)}${net.padEnd(22)}${`${score.killed}/${score.valid}`.padEnd(15)}` +
        `${`${open} (+${equivalent} eq.)`.padEnd(12)}${Math.round(score.seconds)}s`,
    );
  }
  return lines;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** One page: each module's score linking to Stryker's own report, and every survivor, equivalent ones with why. */
export function summaryHtml(all: ModuleScore[]): string {
  const rows = all
    .map((score) => {
      const { raw, net } = scores(score);
      return `<tr><td><a href="${score.name}.html">${score.name}</a></td><td>${raw}</td><td>${net}</td><td>${score.killed}/${score.valid}</td><td>${Math.round(score.seconds)} s</td></tr>`;
    })
    .join('\n');
  const survivors = all
    .flatMap((score) =>
      score.survivors.map(
        (s) =>
          `<tr><td>${score.name}</td><td>${escapeHtml(s.file)}:${s.line}</td><td>${escapeHtml(s.mutator)}</td><td><code>${escapeHtml(s.original)}</code> → <code>${escapeHtml(s.replacement)}</code></td><td>${s.equivalent ? `equivalent: ${escapeHtml(s.equivalent)}` : 'to kill'}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>Mutation run</title>
<h1>Mutation run</h1>
<table border="1" cellpadding="4"><tr><th>module</th><th>score</th><th>without equivalents</th><th>killed/valid</th><th>time</th></tr>
${rows}</table>
<h2>Survivors</h2>
<table border="1" cellpadding="4"><tr><th>module</th><th>where</th><th>mutator</th><th>change</th><th>status</th></tr>
${survivors}</table>
`;
}
