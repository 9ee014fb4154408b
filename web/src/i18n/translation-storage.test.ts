import { afterEach, describe, expect, it } from 'vitest';
import { createTranslationStorage, mapLanguageStorageKey, translationsStorageKey } from './translation-storage.ts';

/** A storage whose writes wait until the test runs what was deferred (as the page's idle moment would). */
function deferred() {
  const tasks: (() => void)[] = [];
  const storage = createTranslationStorage(localStorage, (task) => {
    tasks.push(task);
  });
  const runLater = () => {
    for (const task of tasks.splice(0)) task();
  };
  return { storage, tasks, runLater };
}

afterEach(() => localStorage.clear());

describe('translation storage with deferred writes', () => {
  it('writes the latest map once, when the deferred task runs', () => {
    const { storage, tasks, runLater } = deferred();
    storage.writeMap({ CANCEL: 'لغو' }, 'fa');
    storage.writeMap({ CANCEL: 'Cancel' }, 'en');
    expect(localStorage.getItem(translationsStorageKey)).toBeNull();
    expect(tasks).toHaveLength(1);
    runLater();
    expect(JSON.parse(localStorage.getItem(translationsStorageKey) ?? '')).toEqual({ CANCEL: 'Cancel' });
    expect(localStorage.getItem(mapLanguageStorageKey)).toBe('en');
  });

  it('answers a read from a waiting map, so a read never sees an older one, and leaves the write waiting', () => {
    const { storage, runLater } = deferred();
    storage.writeMap({ CANCEL: 'لغو' }, 'fa');
    runLater();
    storage.writeMap({ CANCEL: 'Cancel' }, 'en');
    expect(storage.readMapLanguage()).toBe('en');
    expect(storage.hasMap()).toBe(true);
    expect(storage.readMap()).toEqual({ CANCEL: 'Cancel' });
    expect(JSON.parse(localStorage.getItem(translationsStorageKey) ?? '')).toEqual({ CANCEL: 'لغو' });
    runLater();
    expect(localStorage.getItem(mapLanguageStorageKey)).toBe('en');
    expect(storage.readMap()).toEqual({ CANCEL: 'Cancel' });
  });

  it('writes a waiting map at once when the page is going away', () => {
    const { storage, runLater } = deferred();
    storage.writeMap({ CANCEL: 'Cancel' }, 'en');
    storage.flushWrites();
    expect(JSON.parse(localStorage.getItem(translationsStorageKey) ?? '')).toEqual({ CANCEL: 'Cancel' });
    expect(localStorage.getItem(mapLanguageStorageKey)).toBe('en');
    localStorage.clear();
    // The deferred task finds nothing left to write.
    runLater();
    expect(localStorage.getItem(translationsStorageKey)).toBeNull();
  });
});
