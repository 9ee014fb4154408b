import { useEffect, useId } from 'react';
import { useEditorT } from './use-editor-t.ts';
import { editorAttribute } from './use-marked-texts.ts';

const modeButtonAttribute = 'data-translation-mode-button';

/**
 * SPEC §2: the floating round 40 px button at the top right that switches the mode on, with the tooltip
 * 'Translation Edit Mode (Cmd+Shift+T)'. Hidden while the mode is on (the banner closes it then).
 */
export function ModeButton({ onClick }: { onClick: () => void }) {
  const et = useEditorT();
  const tooltipId = useId();
  // The signed-in header makes room for the button in its corner while it is shown (translation-editor.css).
  useEffect(() => {
    document.documentElement.setAttribute(modeButtonAttribute, '');
    return () => document.documentElement.removeAttribute(modeButtonAttribute);
  }, []);
  return (
    <div className="translation-mode-button-frame" {...{ [editorAttribute]: '' }}>
      <button
        type="button"
        className="translation-mode-button"
        aria-label={et('WEB_TRANSLATION_EDIT_MODE_SWITCH')}
        aria-describedby={tooltipId}
        aria-keyshortcuts="Meta+Shift+T Control+Shift+T"
        onClick={onClick}
        data-testid="translation-mode-button"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M3 5h10M8 3v2m3 0c-1 5-4 8-8 10m3-6c1 2 3 4 6 5m3 6 4-10 4 10m-6.5-3h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span id={tooltipId} role="tooltip" className="translation-mode-tooltip">
        {et('WEB_TRANSLATION_EDIT_MODE_TOOLTIP')}
      </span>
    </div>
  );
}
