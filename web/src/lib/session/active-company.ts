import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from '../storage/local-store.ts';
import { storageKeys } from '../storage/storage-keys.ts';

/** The active company is the `businessId` of SPEC §3. */
export function activeCompanyId(): number | null {
  const value = Number(readItem(storageKeys.businessId));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The active company, for the screens and loaders of a company's business areas (items, stakeholders…): the session
 * guard sends a user without one to /register before any of them runs, so a missing one is a bug, not a state.
 */
export function requireActiveCompanyId(): number {
  const companyId = activeCompanyId();
  if (companyId === null) throw new Error('a company area ran without an active company');
  return companyId;
}

const listeners = new Set<() => void>();

export function storeActiveCompanyId(companyId: number | null): void {
  writeItem(storageKeys.businessId, companyId === null ? null : String(companyId));
  for (const listener of listeners) listener();
}

/**
 * The active company, re-rendering the caller when it changes: the company switcher stays on /dashboard, whose
 * screen React does not render again by itself (the route's element is the same), so it listens instead.
 */
export function useActiveCompanyId(): number | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, activeCompanyId);
}
