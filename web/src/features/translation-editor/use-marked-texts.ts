import { useContext, useEffect, useState } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { createKeyMarkers } from './key-markers.ts';
import { markTranslations } from './mark-translations.ts';
import { type MarkedText, startTextScanner } from './text-scanner.ts';

/** The editor's own elements carry this attribute; their texts are not offered for editing. */
export const editorAttribute = 'data-translation-editor';

/** Layout moves without any mutation (transitions, late fonts, a resized container): positions are read again. */
const settleMs = 700;

/**
 * While mounted: marks every translation, follows the marked texts on the page and answers them, rendering again
 * whenever they, the scroll position or the window size change (at most once a frame).
 */
export function useMarkedTexts(): MarkedText[] {
  // The instance itself, not useTranslation's `i18n`: that is a new wrapper at every language change, and marking
  // must not start over then (see markTranslations) — a language switched while the mode is on left no text marked.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const [texts, setTexts] = useState<MarkedText[]>([]);
  useEffect(() => {
    let frame = 0;
    const refresh = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTexts(scanner.texts()));
    };
    const markers = createKeyMarkers();
    const scanner = startTextScanner({
      markers,
      root: document.body,
      ignore: (element) => element.closest(`[${editorAttribute}]`) !== null,
      onChange: refresh,
    });
    const unmark = markTranslations(i18n, markers);
    const timer = window.setInterval(refresh, settleMs);
    window.addEventListener('scroll', refresh, true);
    window.addEventListener('resize', refresh);
    return () => {
      unmark();
      scanner.stop();
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      window.removeEventListener('scroll', refresh, true);
      window.removeEventListener('resize', refresh);
    };
  }, [i18n]);
  return texts;
}
