import type { i18n as I18n } from 'i18next';
import type { KeyMarkers } from './key-markers.ts';

const processorName = 'daftarTranslationEditMarkers';

/** react-i18next renders every reader again on the store's 'added' event; an empty bundle changes no text. */
function renderAgain(i18n: I18n): void {
  i18n.addResourceBundle(i18n.language, 'translation', {}, true, true);
}

/**
 * Makes every `t()` result carry its key's marker (an i18next post-processor, so no screen changes how it
 * translates) and renders the page again; the returned function undoes both. Texts that must stay plain, such as
 * the editor's own, pass `{ postProcess: [] }`.
 */
export function markTranslations(i18n: I18n, markers: KeyMarkers): () => void {
  i18n.use({
    type: 'postProcessor',
    name: processorName,
    process: (value: string, key: string | string[]) => markers.mark(value, Array.isArray(key) ? (key[0] ?? '') : key),
  });
  const before = i18n.options.postProcess;
  const others = typeof before === 'string' ? [before] : before || [];
  i18n.options.postProcess = [...others, processorName];
  renderAgain(i18n);
  return () => {
    i18n.options.postProcess = before;
    renderAgain(i18n);
  };
}
