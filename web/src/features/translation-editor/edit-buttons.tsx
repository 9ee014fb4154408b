import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language-context.tsx';
import { languageNameKeys, type Language } from '../../i18n/languages.ts';
import type { TranslationMap } from '../../i18n/translation-storage.ts';
import { candidateKeys, isMissing } from './candidate-keys.ts';
import { useEditMode } from './edit-mode-context.tsx';
import type { MarkedText } from './text-scanner.ts';
import { translationMapQuery } from './translation-maps.ts';
import { useEditorT, usePlainT } from './use-editor-t.ts';
import { editorAttribute } from './use-marked-texts.ts';

const missingAttribute = 'data-translation-missing';
const buttonSize = 20;

interface Placed {
  text: MarkedText;
  top: number;
  left: number;
}

/** Where a text's button goes: at the inline-end top corner of the text itself, or nowhere when it is not shown. */
function place(text: MarkedText, rtl: boolean): Placed | null {
  const range = document.createRange();
  range.selectNodeContents(text.node);
  const rect = range.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  if (rect.bottom < 0 || rect.top > window.innerHeight || rect.right < 0 || rect.left > window.innerWidth) return null;
  const left = rtl ? rect.left - buttonSize + 4 : rect.right - 4;
  return {
    text,
    top: Math.max(0, rect.top - buttonSize / 2),
    left: Math.min(Math.max(0, left), window.innerWidth - buttonSize),
  };
}

/**
 * One small edit button per translated text (SPEC §2), in a fixed layer over the page: nothing is inserted into
 * the screens, so no layout moves in either direction. A text whose key has no translation in the other language
 * (or in this one, when the key itself shows) is marked.
 */
export function EditButtons({ texts }: { texts: MarkedText[] }) {
  const { i18n } = useTranslation();
  const { language, direction } = useLanguage();
  const { openEditor } = useEditMode();
  const et = useEditorT();
  const plain = usePlainT();
  const other: Language = language === 'fa' ? 'en' : 'fa';
  const { data: otherMap } = useQuery(translationMapQuery(other));
  const shownMap: TranslationMap = i18n.getResourceBundle(language, 'translation') ?? {};
  const missingIn = (key: string): Language | null => {
    if (isMissing(key, shownMap)) return language;
    return isMissing(key, otherMap) ? other : null;
  };

  useLayoutEffect(() => {
    for (const text of texts) {
      const missing = text.keys.some((key) => missingIn(key) !== null);
      text.element.toggleAttribute(missingAttribute, missing);
    }
  });

  useEffect(
    () => () => {
      for (const element of document.querySelectorAll(`[${missingAttribute}]`))
        element.removeAttribute(missingAttribute);
    },
    [],
  );

  const placed = texts.flatMap((text) => place(text, direction === 'rtl') ?? []);
  return createPortal(
    <div className="translation-edit-layer" {...{ [editorAttribute]: '' }}>
      {placed.map(({ text, top, left }, index) => {
        const key = text.keys[0] ?? '';
        const missing = missingIn(key);
        const label = et('WEB_TRANSLATION_EDIT_BUTTON', { key });
        const note = missing ? et('WEB_TRANSLATION_MISSING_IN', { language: plain(languageNameKeys[missing]) }) : '';
        return (
          <button
            // Texts have no id; their order on the page is stable between two frames.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${key}-${index}`}
            type="button"
            className="translation-edit-button"
            style={{ top, left }}
            aria-label={missing ? `${label} (${note})` : label}
            title={missing ? note : key}
            data-testid="translation-edit-button"
            data-key={key}
            data-missing={missing ?? undefined}
            onClick={() => openEditor({ key, candidates: candidateKeys(text.keys, shownMap) })}
          >
            <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 20h4L19 9l-4-4L4 16v4Zm13-17 4 4" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        );
      })}
    </div>,
    document.body,
  );
}
