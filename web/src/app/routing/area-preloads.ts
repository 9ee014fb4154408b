import { appAreas } from './app-areas.ts';

/** Each area's chunk loader, by the first path segment, for preloading on intent. */
const byArea = new Map(appAreas.map((area) => [area.segment, area.preload]));

/** SPEC §8: a failed preload is logged as 'Error preloading route!' and otherwise ignored (the click retries). */
export async function preloadPath(path: string): Promise<void> {
  const load = byArea.get(path.split('/').filter(Boolean)[0] ?? '');
  if (!load) return;
  try {
    await load();
  } catch (error) {
    console.error('Error preloading route!', error);
  }
}
