import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ChunkingContext = Rolldown.ChunkingContext;

/**
 * One chunk for everything the entry imports statically (React, the router, TanStack Query, i18next, zod, the HTTP
 * client, the shell): every screen needs all of it before it can paint, so splitting it only adds requests and costs
 * gzip its shared dictionary (about 3 KB of /login's 170 KB budget, issue 5). A module reached only through a lazy
 * route's dynamic import stays in that route's chunks, so the areas add nothing to the first load.
 */
export function startupChunk(entry: RegExp): CodeSplittingGroup {
  const known = new Map<string, boolean>();

  /** Whether a chain of static imports leads from the entry to this module. */
  function fromEntry(moduleId: string, ctx: ChunkingContext): boolean {
    const cached = known.get(moduleId);
    if (cached !== undefined) return cached;
    const seen = new Set([moduleId]);
    const queue = [moduleId];
    let found = false;
    while (queue.length > 0 && !found) {
      const id = queue.shift() as string;
      if (entry.test(id) || known.get(id) === true) found = true;
      for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(moduleId, found);
    return found;
  }

  return { debugName: 'startup', name: (moduleId, ctx) => (fromEntry(moduleId, ctx) ? 'startup' : null) };
}
