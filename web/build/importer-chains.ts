import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * Whether some chain of static imports above `moduleId` (itself included) reaches a module `found` accepts, given
 * that module's static importers (none: the entry's HTML, or a module only ever imported dynamically). Breadth
 * first, so the nearest answer ends the walk. The code-splitting groups (startup-chunk.ts, shared-chunk.ts) decide
 * where a module goes by it.
 */
export function someImporterChain(
  moduleId: string,
  ctx: ChunkingContext,
  found: (id: string, importers: readonly string[]) => boolean,
): boolean {
  const seen = new Set([moduleId]);
  const queue = [moduleId];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    if (found(id, importers)) return true;
    for (const importer of importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}
