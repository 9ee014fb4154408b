import { useSyncExternalStore } from 'react';

/** Chromium's install offer; not in the DOM typings because only Chromium has it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallState = 'not-installable' | 'installable' | 'installed';

interface InstallSnapshot {
  state: InstallState;
  prompt: BeforeInstallPromptEvent | null;
}

function runsStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

let snapshot: InstallSnapshot = { state: runsStandalone() ? 'installed' : 'not-installable', prompt: null };
const listeners = new Set<() => void>();

function setSnapshot(next: InstallSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/*
 * Listening from module load, not from a component: the browser may offer installation before React has mounted,
 * and the event is not sent twice.
 */
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  if (snapshot.state !== 'installed') setSnapshot({ state: 'installable', prompt: event as BeforeInstallPromptEvent });
});
window.addEventListener('appinstalled', () => setSnapshot({ state: 'installed', prompt: null }));

/** SPEC §4: not installable → installable (the browser's offer) → installed (accepted, or running standalone). */
export function useInstallState(): InstallSnapshot {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

/** Shows the browser's install prompt; an accepted one makes the app installed. An offer can be used once. */
export async function promptInstall(): Promise<void> {
  const event = snapshot.prompt;
  if (!event) return;
  setSnapshot({ state: 'not-installable', prompt: null });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') setSnapshot({ state: 'installed', prompt: null });
}
