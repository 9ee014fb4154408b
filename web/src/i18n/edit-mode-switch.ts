import { useSyncExternalStore } from 'react';

/**
 * Whether the administrators' translation edit mode is on (SPEC §4: off by default). Held here, outside the editor's
 * lazy chunk, so the shell's toggle control (the user menu) and the editor's own controls (the round button, the
 * banner's close, Cmd/Ctrl+Shift+T) switch one and the same mode. Only the editor, mounted for ADMIN, acts on it.
 */
let enabled = false;
const listeners = new Set<() => void>();

export function setEditModeEnabled(next: boolean): void {
  if (next === enabled) return;
  enabled = next;
  for (const listener of listeners) listener();
}

export function useEditModeEnabled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => enabled,
  );
}
