import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../ui/button.tsx';
import { useFocusTrap } from '../../ui/modal/use-focus-trap.ts';
import { Typography } from '../../ui/typography.tsx';
import { useLanguage } from '../../i18n/language-context.tsx';
import { languages } from '../../i18n/languages.ts';
import type { EditTarget } from './edit-mode-context.tsx';
import { EditHistory } from './edit-history.tsx';
import { KeyField } from './key-field.tsx';
import { LanguageBox } from './language-box.tsx';
import { useEditorT, usePlainT } from './use-editor-t.ts';
import { useKeyValues } from './use-key-values.ts';
import { editorAttribute } from './use-marked-texts.ts';
import { useSaveTranslation } from './use-save-translation.ts';

/**
 * SPEC §2, §4: the 'Edit Translation' dialog. It closes on Cancel, the overlay, the close icon, Escape, or a
 * successful save; Cmd/Ctrl+Enter saves. Its own frame rather than the UI kit's modal: it is wider (600 px) and
 * must sit above the banner and the floating button (z-index 9998, 9999).
 */
export function EditDialog({ target, onClose }: { target: EditTarget; onClose: () => void }) {
  const et = useEditorT();
  const plain = usePlainT();
  const { language: shown } = useLanguage();
  const [selected, setSelected] = useState(target.key);
  const { values, missing, loading, setValue } = useKeyValues(selected);
  const save = useSaveTranslation(onClose);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, true, onClose);

  const submit = () => {
    if (!loading && !save.isPending) save.mutate({ key: selected, values });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  };

  return createPortal(
    <div className="translation-dialog-root" {...{ [editorAttribute]: '' }}>
      <div
        className="translation-dialog-overlay"
        aria-hidden="true"
        onClick={onClose}
        data-testid="translation-dialog-overlay"
      />
      <div
        ref={panel}
        className="translation-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="translation-dialog"
      >
        <header className="translation-dialog-header">
          <Typography variant="h4" as="h2" id={titleId}>
            {et('WEB_TRANSLATION_EDIT_TITLE')}
          </Typography>
          <button
            type="button"
            className="translation-dialog-close"
            aria-label={plain('WEB_CLOSE')}
            onClick={onClose}
            data-testid="translation-dialog-close"
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="translation-dialog-content">
          <KeyField selected={selected} candidates={target.candidates} onSelect={setSelected} />
          {loading && (
            <p className="translation-dialog-loading" role="status" data-testid="translation-loading">
              {et('WEB_TRANSLATION_LOADING')}
            </p>
          )}
          {languages.map((language) => (
            <LanguageBox
              key={language}
              language={language}
              value={values[language]}
              missing={!loading && missing.includes(language)}
              loading={loading}
              autoFocus={language === shown}
              onChange={(value) => setValue(language, value)}
            />
          ))}
          <EditHistory key={selected} translationKey={selected} />
        </div>
        <footer className="translation-dialog-footer">
          <p className="translation-dialog-hint">{et('WEB_TRANSLATION_SHORTCUT_HINT')}</p>
          <Button variant="outline" onClick={onClose} data-testid="translation-cancel">
            {plain('CANCEL')}
          </Button>
          <Button onClick={submit} disabled={loading} loading={save.isPending} data-testid="translation-save">
            {save.isPending ? et('WEB_TRANSLATION_SAVING') : et('WEB_TRANSLATION_SAVE')}
          </Button>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
