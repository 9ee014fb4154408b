import type { Rolldown } from 'vite';
import { someImporterChain } from './importer-chains.ts';

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
export function sharedAreaChunk(areaEntry: RegExp): Rolldown.CodeSplittingGroup {
  const known = new Map<string, boolean>();
  const onlyUnderAreas = (moduleId: string, ctx: Rolldown.ChunkingContext) => {
    let answer = known.get(moduleId);
    if (answer === undefined) {
      // A chain starting anywhere but at an area's route module (or at a module already known to have one) rules out,
      // and so does a module some code loads on demand besides its static importers (the kept query cache: areas
      // import it to forget it at sign-out, the start-up loads it for a signed-in visit).
      const elsewhere = (id: string, importers: readonly string[]) =>
        known.get(id) === false ||
        ((importers.length === 0 || (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) && !areaEntry.test(id));
      answer = !someImporterChain(moduleId, ctx, elsewhere);
      known.set(moduleId, answer);
    }
    return answer;
  };
  return {
    debugName: 'areas-shared',
    minShareCount: 2,
    name: (moduleId, ctx) => (onlyUnderAreas(moduleId, ctx) ? 'areas-shared' : null),
  };
}
