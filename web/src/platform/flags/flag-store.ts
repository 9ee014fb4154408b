import { useSyncExternalStore } from 'react';
import type { IConfig, UnleashClient } from 'unleash-proxy-client';

/**
 * Where the client's default LocalStorageProvider keeps the last answer ("unleash:repository" + ":repo"): read
 * before the client is loaded, so a feature that was on stays on during start-up instead of flickering off.
 */
const storedTogglesKey = 'unleash:repository:repo';

function storedToggles(): Map<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storedTogglesKey) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    return new Map(
      parsed
        .filter((toggle): toggle is { name: string; enabled: boolean } => typeof toggle?.name === 'string')
        .map((toggle) => [toggle.name, toggle.enabled === true]),
    );
  } catch {
    return new Map();
  }
}

let client: UnleashClient | null = null;
let starting: Promise<void> | null = null;
let userId: string | undefined;
const beforeStart = storedToggles();
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * Loads and starts the real unleash-proxy-client once per page. It is loaded after the first render, not with the
 * page: the initial JavaScript of /login has a budget (issue 5) and flags are not needed to show it.
 */
export function startFlagClient(config: IConfig): Promise<void> {
  starting ??= import('unleash-proxy-client').then(async ({ UnleashClient }) => {
    const started = new UnleashClient({ ...config, context: userId ? { userId } : {} });
    client = started;
    for (const event of ['initialized', 'ready', 'update'] as const) started.on(event, changed);
    await started.start();
  });
  return starting;
}

/** SPEC §1: the user's e-mail is the flag identity once known; null drops it (signed out). */
export function setFlagUser(email: string | null | undefined): void {
  const next = email || undefined;
  if (next === userId) return;
  userId = next;
  void client?.updateContext(next ? { userId: next } : {});
}

/** Whether the flag is on; counted in the client's usage metrics once it runs. */
export function isFeatureOn(name: string): boolean {
  return client ? client.isEnabled(name) : (beforeStart.get(name) ?? false);
}

/** Whether a feature flag is on for this user; re-renders when a poll changes it. */
export function useFeature(name: string): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return isFeatureOn(name);
}
