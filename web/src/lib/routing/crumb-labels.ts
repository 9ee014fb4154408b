import { useEffect, useSyncExternalStore } from 'react';

/**
 * A record's pages name their breadcrumb after the record ("مریم احمدی", not "Details"), which only the screen knows
 * once it has the data. API: a screen calls `useCrumbLabel('/stakeholders/7', name)` while mounted; the page header
 * reads `useCrumbLabels()` and shows that label for the crumb whose path it is (the page title when it is the last).
 */
const labels = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const crumbPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function useCrumbLabel(path: string, label: string | undefined): void {
  useEffect(() => {
    if (!label) return;
    const key = crumbPath(path);
    labels.set(key, label);
    changed();
    return () => {
      if (labels.get(key) !== label) return;
      labels.delete(key);
      changed();
    };
  }, [path, label]);
}

export function useCrumbLabels(): ReadonlyMap<string, string> {
  useSyncExternalStore(subscribe, () => version);
  return labels;
}
