import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleAreaTexts, currentLanguage, i18n } from './i18n.ts';
import { createTranslationStorage, translationsStorageKey } from './translation-storage.ts';

afterEach(() => localStorage.clear());

describe('texts before the server answers (issue 19)', () => {
  it("an area's bundled texts fill the keys the map lacks and never replace one it has", () => {
    i18n.addResourceBundle(currentLanguage(), 'translation', { WEB_TEST_KEPT: 'server text' }, true, true);
    expect(i18n.t('WEB_TEST_NEW')).toBe('WEB_TEST_NEW');
    bundleAreaTexts({
      WEB_TEST_KEPT: { fa: 'بسته', en: 'bundled' },
      WEB_TEST_NEW: { fa: 'تازه', en: 'new' },
    });
    expect(i18n.t('WEB_TEST_KEPT')).toBe('server text');
    expect(i18n.t('WEB_TEST_NEW')).toBe(currentLanguage() === 'en' ? 'new' : 'تازه');
  });

  it("adds nothing, so nothing re-renders, when the map already has every one of an area's texts", () => {
    i18n.addResourceBundle(currentLanguage(), 'translation', { WEB_TEST_HELD: 'server text' }, true, true);
    const added = vi.fn();
    i18n.store.on('added', added);
    bundleAreaTexts({ WEB_TEST_HELD: { fa: 'بسته', en: 'bundled' } });
    i18n.store.off('added', added);
    expect(added).not.toHaveBeenCalled();
    expect(i18n.t('WEB_TEST_HELD')).toBe('server text');
  });

  it('reads a stored map only when it is an object of texts', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = createTranslationStorage(localStorage);
    storage.writeMap({ CANCEL: 'انصراف' }, 'fa');
    expect(storage.readMap()).toEqual({ CANCEL: 'انصراف' });
    for (const stored of ['["CANCEL"]', '{"CANCEL":1}', 'null', '"text"']) {
      localStorage.setItem(translationsStorageKey, stored);
      expect(storage.readMap()).toBeNull();
    }
    expect(log).toHaveBeenCalledTimes(4);
  });

  it('says whether a readable map is stored, parsing an unchanged stored text once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = createTranslationStorage(localStorage);
    storage.writeMap({ CANCEL: 'انصراف' }, 'fa');
    const parse = vi.spyOn(JSON, 'parse');
    expect([storage.hasMap(), storage.hasMap(), storage.hasMap()]).toEqual([true, true, true]);
    expect(parse).toHaveBeenCalledTimes(1);
    localStorage.setItem(translationsStorageKey, '{"CANCEL":1}');
    expect(storage.hasMap()).toBe(false);
    localStorage.removeItem(translationsStorageKey);
    expect(storage.hasMap()).toBe(false);
  });
});
