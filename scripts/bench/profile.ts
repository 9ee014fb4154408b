import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A V8 CPU profile as `node --cpu-prof` writes it (the fields read here). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  /** Function, file (from the repository or the package) and line. */
  name: string;
  /** Microseconds of the process's time per request served. */
  selfUs: number;
}

/** The node flags that make a server write its CPU profile into `dir` when it exits. */
export function profileFlags(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

/** The newest profile in `dir`: the one the server just wrote. */
export function newestProfile(dir: string): string | undefined {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) => join(dir, file));
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

function frameName(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const file = frame.url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/.*\/(mock-api|contracts|db|scripts)\//, '$1/');
  const where = file ? ` ${file}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${where}`;
}

/**
 * Self time per function over the requests: from the first sample inside node's HTTP parser on (the server's start,
 * module loading and the catalogue's build come before it and are left out), idle time left out, in microseconds per
 * request served. What the bench prints is the top of this table; the file itself opens in Chrome's DevTools.
 */
export function selfTimePerRequest(profile: CpuProfile, requests: number, top = 15): ProfileLine[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const insideHttp = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
      if (byId.get(at)?.callFrame.functionName === 'parserOnIncoming') return true;
    return false;
  };
  const selfMicros = new Map<string, number>();
  let serving = false;
  profile.samples.forEach((id, i) => {
    serving ||= insideHttp(id);
    const node = byId.get(id);
    if (!serving || !node || node.callFrame.functionName === '(idle)') return;
    const name = frameName(node.callFrame);
    selfMicros.set(name, (selfMicros.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return [...selfMicros]
    .map(([name, micros]) => ({ name, selfUs: micros / Math.max(1, requests) }))
    .sort((a, b) => b.selfUs - a.selfUs)
    .slice(0, top);
}

/** Prints the profile's heaviest functions per request, and where the file is kept. */
export function printProfile(file: string, requests: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const lines = selfTimePerRequest(profile, requests);
  console.log(`\nThe mock's CPU profile over its ${requests} requests (self time, µs per request), kept in ${file}:\n`);
  for (const line of lines) console.log(`${line.selfUs.toFixed(1).padStart(8)}  ${line.name}`);
}
