import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './doc-files.ts';

/** Commands pnpm runs itself or through a package's binary, rather than as a package.json script. */
const pnpmOwn = new Set(['install', 'exec', 'dlx', 'add', 'vitest', 'biome', 'tsc', 'run', 'store']);
const workspacePackages: Record<string, string> = {
  '@daftar/web': 'web',
  '@daftar/mock-api': 'mock-api',
  '@daftar/contracts': 'contracts',
  '@daftar/db': 'db',
};

const scriptsOf = (dir: string): Set<string> =>
  new Set(
    Object.keys(
      (JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as { scripts?: object }).scripts ?? {},
    ),
  );

/** The code of a page: fenced blocks and inline code spans, where the docs write commands. */
export function codeOf(markdown: string): string[] {
  const code: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (fenced) code.push(line);
    else for (const span of line.matchAll(/`([^`]+)`/g)) code.push(span[1] ?? '');
  }
  return code;
}

/** Each `npm …` and `pnpm …` command the code names that is neither npm's own nor a script of the workspace. */
export function unknownCommands(markdown: string): string[] {
  const rootScripts = scriptsOf('.');
  const unknown: string[] = [];
  for (const line of codeOf(markdown)) {
    for (const match of line.matchAll(/\bnpm (?:run )?([a-z][\w:-]*)/g)) {
      const script = match[1] ?? '';
      if (!['install', 'ci', 'view'].includes(script) && !rootScripts.has(script)) unknown.push(match[0]);
    }
    for (const match of line.matchAll(/\bpnpm((?:\s+-[\w-]+)*)\s+(?:--filter\s+(\S+)\s+)?([a-z][\w:-]*)/g)) {
      const [whole, , filter, script = ''] = match;
      const dir = filter === undefined ? '.' : workspacePackages[filter];
      if (dir === undefined) unknown.push(whole);
      else if (!(filter === undefined && pnpmOwn.has(script)) && !scriptsOf(dir).has(script)) unknown.push(whole);
    }
  }
  return unknown;
}
