import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setEditModeEnabled, useEditModeEnabled } from '../../i18n/edit-mode-switch.ts';

/** What an edit button opens the dialog with: the key of the text and the keys that share its text (SPEC §4). */
export interface EditTarget {
  key: string;
  candidates: string[];
}

export interface EditModeState {
  /** Off by default (SPEC §4). */
  enabled: boolean;
  setEnabled(enabled: boolean): void;
  toggle(): void;
  /** The dialog's target; null while the dialog is closed. */
  target: EditTarget | null;
  openEditor(target: EditTarget): void;
  closeEditor(): void;
}

const EditModeContext = createContext<EditModeState | null>(null);

export function EditModeProvider({ children }: { children: ReactNode }) {
  // The mode itself is shared with the shell's toggle control (i18n/edit-mode-switch.ts); the dialog's target is ours.
  const enabled = useEditModeEnabled();
  const [target, setTarget] = useState<EditTarget | null>(null);
  // Off by default at every mount: an administrator who signs out and back in does not come back in the mode.
  useEffect(() => () => setEditModeEnabled(false), []);
  const setEnabled = useCallback((next: boolean) => {
    setEditModeEnabled(next);
    // The dialog belongs to the mode: switching the mode off closes it.
    if (!next) setTarget(null);
  }, []);
  const value = useMemo<EditModeState>(
    () => ({
      enabled,
      setEnabled,
      toggle: () => setEnabled(!enabled),
      target,
      openEditor: setTarget,
      closeEditor: () => setTarget(null),
    }),
    [enabled, setEnabled, target],
  );
  return <EditModeContext.Provider value={value}>{children}</EditModeContext.Provider>;
}

/** The edit mode and the dialog's target. SPEC §8: used outside its provider it throws. */
export function useEditMode(): EditModeState {
  const state = useContext(EditModeContext);
  if (!state) {
    throw new Error(
      'useEditMode must be used inside <EditModeProvider>: the translation editor mounts it for administrators only',
    );
  }
  return state;
}
