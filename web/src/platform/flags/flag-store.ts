import { useSyncExternalStore } from 'react';
import type { IConfig, UnleashClient } from 'unleash-proxy-client';

/**
 * Where the client's default LocalStorageProvider keeps the last answer ("unleash:repository" + ":repo"): read
 * before the client is loaded, so a feature that was on stays on during start-up instead of flickering off.
 */
const storedTogglesKey = 'unleash:repository:repo';

/** A flag's variant as the Unleash frontend API answers it (REFERENCE.md): `disabled` when it has none. */
export interface FlagVariant {
  name: string;
  enabled: boolean;
  payload?: { type: string; value: string };
}

const noVariant: FlagVariant = Object.freeze({ name: 'disabled', enabled: false });

interface StoredToggle {
  enabled: boolean;
  variant: FlagVariant;
}

function variantOf(value: unknown): FlagVariant {
  const variant = value as Partial<FlagVariant> | null | undefined;
  if (typeof variant?.name !== 'string') return noVariant;
  const payload = variant.payload;
  return {
    name: variant.name,
    enabled: variant.enabled === true,
    ...(typeof payload?.type === 'string' && typeof payload.value === 'string' ? { payload } : {}),
  };
}

function storedToggles(): Map<string, StoredToggle> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storedTogglesKey) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    return new Map(
      parsed
        .filter((toggle): toggle is { name: string; enabled: boolean } => typeof toggle?.name === 'string')
        .map((toggle) => [
          toggle.name,
          { enabled: toggle.enabled === true, variant: variantOf((toggle as { variant?: unknown }).variant) },
        ]),
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

/** Variants read since the flags last changed: one object per flag and answer, so snapshots stay stable. */
const variants = new Map<string, FlagVariant>();

type Answer = [name: string, enabled: boolean, variant: FlagVariant][];

/** Every flag's state as one comparable string. */
const answerText = (answer: Answer) => JSON.stringify(answer.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** What the screens were last given: at start the stored answer, which the client's first events usually repeat. */
let shownAnswer = answerText([...beforeStart].map(([name, toggle]) => [name, toggle.enabled, toggle.variant]));

/**
 * The client's events ('initialized', 'ready', 'update') re-render the flags' readers only when a flag's state moved:
 * each re-render is a synchronous one (useSyncExternalStore), and one landing during the first signed-in render made
 * React render the whole page again in one long task.
 */
function changed(): void {
  const answer = answerText(
    (client?.getAllToggles() ?? []).map((toggle) => [toggle.name, toggle.enabled, variantOf(toggle.variant)]),
  );
  if (answer === shownAnswer) return;
  shownAnswer = answer;
  version += 1;
  variants.clear();
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
  // A screen with no flag asks about '': never the client, whose usage metrics would then carry an empty flag name,
  // which the flag service refuses with the whole bucket (every flag's counts lost).
  if (!name) return false;
  return client ? client.isEnabled(name) : (beforeStart.get(name)?.enabled ?? false);
}

/**
 * The flag's variant for this user (e.g. the dashboard layout's `compact` with its JSON payload); `disabled` when the
 * flag is off or has none. Counted in the client's usage metrics once it runs.
 */
export function featureVariant(name: string): FlagVariant {
  const known = variants.get(name);
  if (known) return known;
  const variant = client ? variantOf(client.getVariant(name)) : (beforeStart.get(name)?.variant ?? noVariant);
  variants.set(name, variant);
  return variant;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a feature flag is on for this user; re-renders when a poll changes it. */
export function useFeature(name: string): boolean {
  useSyncExternalStore(subscribe, () => version);
  return isFeatureOn(name);
}

/**
 * The flag's variant for this user (`featureVariant`), e.g. `useFeatureVariant('dashboard-layout')` → `compact` with
 * its JSON payload; re-renders when a poll changes it, and is the same object until then.
 */
export function useFeatureVariant(name: string): FlagVariant {
  return useSyncExternalStore(subscribe, () => featureVariant(name));
}
