import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppSettingStore } from '../lib/app-setting/app-setting-store.ts';
import type { Language } from './languages.ts';
import { createTranslationService } from './translation-service.ts';
import { createTranslationStorage, type TranslationMap } from './translation-storage.ts';
import { loadStartTexts, syncTranslations } from './translation-sync.ts';

const bundled: Record<Language, TranslationMap> = {
  fa: { CANCEL: 'انصراف', WEB_CLOSE: 'بستن' },
  en: { CANCEL: 'Cancel', WEB_CLOSE: 'Close' },
};
const server: Record<Language, TranslationMap> = {
  fa: { CANCEL: 'لغو', WEB_CLOSE: 'بستن' },
  en: { CANCEL: 'Cancel it', WEB_CLOSE: 'Close' },
};
const serverSetting = {
  appVersion: 'v2.0.0',
  forceUpdate: false,
  dashboardStructureTimeStamp: 0,
  translationVersion: 2,
};

function setup(fetchMap = vi.fn(async (language: Language) => server[language])) {
  const storage = createTranslationStorage(localStorage);
  const service = createTranslationService({ storage, bundled, fetchMap });
  const settings = createAppSettingStore(localStorage);
  return { storage, service, settings, fetchMap };
}

afterEach(() => localStorage.clear());

describe('translation service', () => {
  it('renders first with the bundle, or with the stored map when it is in that language', () => {
    const { storage, service } = setup();
    expect(service.initialMap('fa')).toEqual(bundled.fa);
    storage.writeMap({ CANCEL: 'ذخیره‌شده' }, 'fa');
    expect(service.initialMap('fa')).toEqual({ CANCEL: 'ذخیره‌شده' });
    expect(service.initialMap('en')).toEqual(bundled.en);
  });

  it('keeps the choice apart from the stored map, so a switch still loading never shows one language as the other', () => {
    const { storage, service } = setup();
    storage.writeMap({ CANCEL: 'لغو' }, 'fa');
    storage.writeLanguage('en');
    expect(storage.readLanguage()).toBe('en');
    expect(storage.readMapLanguage()).toBe('fa');
    expect(service.hasStoredMap('en')).toBe(false);
    expect(service.initialMap('en')).toEqual(bundled.en);
    expect(service.initialMap('fa')).toEqual({ CANCEL: 'لغو' });
  });

  it('reads a map stored before its language had a key of its own as being in the chosen language', () => {
    const { storage, service } = setup();
    localStorage.setItem('translations', JSON.stringify({ CANCEL: 'Cancel' }));
    localStorage.setItem('lang', 'en');
    expect(storage.readMapLanguage()).toBe('en');
    expect(service.initialMap('en')).toEqual({ CANCEL: 'Cancel' });
  });

  it('keeps each loaded language in memory and fetches it once', async () => {
    const { service, fetchMap } = setup();
    await service.load('en');
    await service.load('en');
    expect(fetchMap).toHaveBeenCalledTimes(1);
    await service.load('en', { force: true });
    expect(fetchMap).toHaveBeenCalledTimes(2);
    service.clearMemory();
    await service.load('en');
    expect(fetchMap).toHaveBeenCalledTimes(3);
  });

  it('on a failed fetch logs and uses the stored text for every language, the bundle only where none is stored', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { storage, service } = setup(vi.fn(async () => Promise.reject(new Error('offline'))));
    storage.writeMap({ CANCEL: 'لغو' }, 'fa');
    expect(await service.load('en')).toEqual({ map: { CANCEL: 'لغو', WEB_CLOSE: 'Close' }, fresh: false });
    expect(log).toHaveBeenCalled();
  });
});

describe('syncTranslations (SPEC §4 reload rule)', () => {
  it('loads when nothing is stored and stores the server setting', async () => {
    const { service, settings, fetchMap } = setup();
    const result = await syncTranslations(serverSetting, 'fa', { service, settings });
    expect(result).toEqual({ map: server.fa, fresh: true });
    expect(fetchMap).toHaveBeenCalledWith('fa');
    expect(settings.get()).toEqual(serverSetting);
  });

  it('does not reload when the stored version is current and a map in this language is stored', async () => {
    const { storage, service, settings, fetchMap } = setup();
    settings.set(serverSetting);
    storage.writeMap(server.fa, 'fa');
    expect(await syncTranslations(serverSetting, 'fa', { service, settings })).toBeNull();
    expect(fetchMap).not.toHaveBeenCalled();
  });

  it('reloads when the server version is greater', async () => {
    const { storage, service, settings, fetchMap } = setup();
    settings.set({ ...serverSetting, translationVersion: 1 });
    storage.writeMap(server.fa, 'fa');
    await syncTranslations(serverSetting, 'fa', { service, settings });
    expect(fetchMap).toHaveBeenCalledOnce();
    expect(settings.get().translationVersion).toBe(2);
  });

  it('reloads when the stored map is in another language', async () => {
    const { storage, service, settings, fetchMap } = setup();
    settings.set(serverSetting);
    storage.writeMap(server.fa, 'fa');
    await syncTranslations(serverSetting, 'en', { service, settings });
    expect(fetchMap).toHaveBeenCalledWith('en');
  });

  it('keeps the old translation version after a failed fetch, so the next start tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { service, settings } = setup(vi.fn(async () => Promise.reject(new Error('down'))));
    settings.set({ ...serverSetting, translationVersion: 1 });
    const result = await syncTranslations(serverSetting, 'fa', { service, settings });
    expect(result?.fresh).toBe(false);
    expect(settings.get().translationVersion).toBe(1);
  });

  it('does not fetch again a map that came from the server at this start-up', async () => {
    const { service, settings, fetchMap } = setup();
    const start = await loadStartTexts('en', service);
    expect(
      await syncTranslations(serverSetting, 'en', { service, settings }, { fetchedAtStart: start?.fresh }),
    ).toBeNull();
    expect(fetchMap).toHaveBeenCalledOnce();
    expect(settings.get()).toEqual(serverSetting);
  });
});

describe('loadStartTexts (a start without a stored map in the chosen language)', () => {
  it('fetches the chosen language when the stored map is in another one, as after a reload during a switch', async () => {
    const { storage, service, fetchMap } = setup();
    storage.writeMap(server.fa, 'fa');
    storage.writeLanguage('en');
    expect(await loadStartTexts('en', service)).toEqual({ map: server.en, fresh: true });
    expect(fetchMap).toHaveBeenCalledWith('en');
  });

  it('fetches nothing when the stored map is in the chosen language', async () => {
    const { storage, service, fetchMap } = setup();
    storage.writeMap(server.en, 'en');
    expect(await loadStartTexts('en', service)).toBeNull();
    expect(fetchMap).not.toHaveBeenCalled();
  });
});
