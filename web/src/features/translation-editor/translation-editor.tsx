import { useEffect } from 'react';
import { EditBanner } from './edit-banner.tsx';
import { EditButtons } from './edit-buttons.tsx';
import { EditDialog } from './edit-dialog.tsx';
import { EditModeProvider, useEditMode } from './edit-mode-context.tsx';
import { ModeButton } from './mode-button.tsx';
import { useEditShortcut } from './use-edit-shortcut.ts';
import { useMarkedTexts } from './use-marked-texts.ts';
import './translation-editor.css';

/** The page makes room for the banner while the mode is on (translation-editor.css). */
const modeAttribute = 'data-translation-edit-mode';

function ActiveMode() {
  const { setEnabled, target, closeEditor } = useEditMode();
  const texts = useMarkedTexts();
  useEffect(() => {
    document.documentElement.setAttribute(modeAttribute, '');
    return () => document.documentElement.removeAttribute(modeAttribute);
  }, []);
  return (
    <>
      <EditBanner onClose={() => setEnabled(false)} />
      <EditButtons texts={texts} />
      {target && <EditDialog key={target.key} target={target} onClose={closeEditor} />}
    </>
  );
}

function EditorSurface() {
  const { enabled, setEnabled, toggle } = useEditMode();
  useEditShortcut(toggle);
  return enabled ? <ActiveMode /> : <ModeButton onClick={() => setEnabled(true)} />;
}

/** The administrators' in-page translation editor (SPEC §2, §4): loaded by the gate, for ADMIN only. */
export default function TranslationEditor() {
  return (
    <EditModeProvider>
      <EditorSurface />
    </EditModeProvider>
  );
}
