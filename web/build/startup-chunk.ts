import type { Rolldown } from 'vite';
import { someImporterChain } from './importer-chains.ts';

/**
 * One chunk for everything the entry imports statically (React, the router, TanStack Query, i18next, zod, the HTTP
 * client, the shell): every screen needs all of it before it can paint, so splitting it only adds requests and costs
 * gzip its shared dictionary (about 3 KB of /login's 170 KB budget, issue 5). A module reached only through a lazy
 * route's dynamic import stays in that route's chunks, so the areas add nothing to the first load.
 */
export function startupChunk(entry: RegExp): Rolldown.CodeSplittingGroup {
  const known = new Map<string, boolean>();
  const fromEntry = (moduleId: string, ctx: Rolldown.ChunkingContext) => {
    let answer = known.get(moduleId);
    if (answer === undefined) {
      answer = someImporterChain(moduleId, ctx, (id) => entry.test(id) || known.get(id) === true);
      known.set(moduleId, answer);
    }
    return answer;
  };
  return { debugName: 'startup', name: (moduleId, ctx) => (fromEntry(moduleId, ctx) ? 'startup' : null) };
}
