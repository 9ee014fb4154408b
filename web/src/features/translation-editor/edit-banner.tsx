import { useEditorT, usePlainT } from './use-editor-t.ts';
import { editorAttribute } from './use-marked-texts.ts';

/** SPEC §2: the pink banner fixed at the top while the mode is on; its close button switches the mode off. */
export function EditBanner({ onClose }: { onClose: () => void }) {
  const et = useEditorT();
  const plain = usePlainT();
  return (
    <div
      className="translation-edit-banner"
      role="status"
      data-testid="translation-edit-banner"
      {...{ [editorAttribute]: '' }}
    >
      <span className="translation-edit-banner-text">{et('WEB_TRANSLATION_EDIT_MODE_BANNER')}</span>
      <button
        type="button"
        className="translation-edit-banner-close"
        aria-label={et('WEB_TRANSLATION_EDIT_MODE_EXIT')}
        title={plain('WEB_CLOSE')}
        onClick={onClose}
        data-testid="translation-edit-banner-close"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
