import type { Rolldown } from 'vite';
import { someImporterChain } from './importer-chains.ts';

/**
 * Two chunks for the code only the signed-in areas use and share (the UI kit, forms, lists, formats): what every
 * signed-in page loads (`areas-shared`) and the lists' and tables' part (`shared-lists`); and one a feature for its
 * modules that two of its route modules share (`shared-accounting`): a module two or more areas import goes
 * there rather than into a small chunk of its own. An area's first load was a cascade of some 40 chunks, six at a time
 * over HTTP/1.1; with this it is about 15.
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
  // What the shell and the areas' route trees reach (the UI kit, lib, and the contracts these import) is evaluated on
  // every signed-in page; a feature's own modules that two of its route modules share wait in a chunk of that
  // feature's, and a contract only features import stays with them, so /dashboard does not build the invoices' or the
  // legal books' zod schemas.
  const isContract = (id: string) => /[\\/]contracts[\\/]src[\\/]/.test(id);
  const underShell = (id: string) => /[\\/]web[\\/]src[\\/](?!features[\\/])/.test(id);
  const underAreaTrees = (id: string) => /[\\/]app[\\/]routing[\\/]app-areas\.ts$/.test(id);
  // The shell, the areas' route trees and the landing page (the dashboard, where a sign-in goes): what no chain from
  // them reaches (the lists' and tables' kit, TanStack Table and Virtual) waits in `shared-lists`, which the list and
  // form screens load and the dashboard does not (issue 33).
  const underLanding = (id: string) =>
    /[\\/](app[\\/]shell[\\/]app-layout\.tsx|app[\\/]routing[\\/]app-areas\.ts|features[\\/]dashboard[\\/]routes\.tsx)$/.test(
      id,
    );
  const everyPageOrLists = (id: string, ctx: Rolldown.ChunkingContext) =>
    someImporterChain(id, ctx, underLanding) ? 'areas-shared' : 'shared-lists';
  return {
    debugName: 'areas-shared',
    minShareCount: 2,
    name: (moduleId, ctx) => {
      if (!onlyUnderAreas(moduleId, ctx)) return null;
      // A library only contracts import (the treasury's bank-number checks) goes where its contracts go.
      const importers = ctx.getModuleInfo(moduleId)?.importers ?? [];
      if (isContract(moduleId) || (importers.length > 0 && importers.every(isContract)))
        return someImporterChain(moduleId, ctx, underShell) ? 'areas-shared' : null;
      const place = /[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](?:([^\\/]+)[\\/])?/.exec(moduleId);
      const feature = place?.[1];
      if (feature === undefined || someImporterChain(moduleId, ctx, underAreaTrees))
        return everyPageOrLists(moduleId, ctx);
      // A feature's sub-area (accounting's treasury, cheques, legal books) waits in a chunk of its own: with all of a
      // feature's shared modules in one, the trial balance evaluated the treasury's and cheques' contracts (issue 33).
      return place?.[2] === undefined ? `shared-${feature}` : `shared-${feature}-${place[2]}`;
    },
  };
}
