import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

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
  const [enabled, setEnabledState] = useState(false);
  const [target, setTarget] = useState<EditTarget | null>(null);
  const setEnabled = useCallback((next: boolean) => {
    setEnabledState(next);
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
