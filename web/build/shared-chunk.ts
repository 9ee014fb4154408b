import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ChunkingContext = Rolldown.ChunkingContext;

/**
 * One chunk for the code only the signed-in areas use and share (the UI kit, forms, lists, formats): a module two or
 * more areas import goes here rather than into a small chunk of its own. An area's first load was a cascade of some
 * 40 chunks, six at a time over HTTP/1.1; with this it is about 15.
 *
 * A module joins only when every chain of static imports above it starts at an area's route module (`areaEntry`):
 * one that /login's screens, the contracts loaded with the first API call, or another on-demand chunk (toasts, the
 * flag client, charts) also reach stays where it was, so nothing outside the areas ever waits for this chunk (the
 * /login budget, e2e/platform/bundle-budget, and its first request).
 */
export function sharedAreaChunk(areaEntry: RegExp): CodeSplittingGroup {
  const known = new Map<string, boolean>();

  /** Whether every module with no static importer above this one (an entry, or a dynamic import) is an area's. */
  function onlyUnderAreas(moduleId: string, ctx: ChunkingContext): boolean {
    const cached = known.get(moduleId);
    if (cached !== undefined) return cached;
    const seen = new Set([moduleId]);
    const queue = [moduleId];
    let only = true;
    while (queue.length > 0 && only) {
      const id = queue.shift() as string;
      const importers = ctx.getModuleInfo(id)?.importers ?? [];
      if (importers.length === 0 || areaEntry.test(id)) {
        only = areaEntry.test(id);
        continue;
      }
      for (const importer of importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(moduleId, only);
    return only;
  }

  return {
    debugName: 'areas-shared',
    minShareCount: 2,
    name: (moduleId, ctx) => (onlyUnderAreas(moduleId, ctx) ? 'areas-shared' : null),
  };
}
