import { useEffect, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useEditorT } from './use-editor-t.ts';

/** Copies with the Clipboard API, or through a selected text where it is missing (an insecure origin). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  input?.select();
  document.execCommand('copy');
}

interface KeyFieldProps {
  selected: string;
  candidates: string[];
  onSelect(key: string): void;
}

/**
 * SPEC §2: the read-only key, and a selector of the candidate keys when several share the text. Beyond the spec:
 * the key is copied with one click.
 */
export function KeyField({ selected, candidates, onSelect }: KeyFieldProps) {
  const et = useEditorT();
  const [copied, setCopied] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another key clears the "copied" note
  useEffect(() => setCopied(false), [selected]);
  return (
    <div className="translation-key">
      <label htmlFor="translation-key-input">{et('WEB_TRANSLATION_KEY')}</label>
      <div className="translation-key-row">
        <input
          id="translation-key-input"
          className="translation-control translation-key-input"
          value={selected}
          readOnly
          dir="ltr"
          data-testid="translation-key"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={(event) => {
            const input = event.currentTarget.previousElementSibling;
            void copyText(selected, input instanceof HTMLInputElement ? input : null).then(() => setCopied(true));
          }}
          data-testid="translation-copy-key"
        >
          {et('WEB_TRANSLATION_COPY_KEY')}
        </Button>
        <span className="translation-key-copied" role="status">
          {copied ? et('WEB_TRANSLATION_KEY_COPIED') : ''}
        </span>
      </div>
      {candidates.length > 1 && (
        <>
          <label htmlFor="translation-candidates">{et('WEB_TRANSLATION_CANDIDATE_KEYS')}</label>
          <select
            id="translation-candidates"
            className="translation-control"
            dir="ltr"
            value={selected}
            onChange={(event) => onSelect(event.target.value)}
            data-testid="translation-candidates"
          >
            {candidates.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
