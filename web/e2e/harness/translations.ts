import { appSettingEndpoints } from '@daftar/contracts/endpoints/app-setting';
import { translationEndpoints } from '@daftar/contracts/endpoints/translation';
import { seeded } from '../shell/session.ts';
import { apiAs } from './api-as.ts';
import { setVersions } from './lab.ts';

type Lang = 'fa' | 'en';

/** The seeded administrator's edit of one language of a key, saved through the API as the editor saves it. */
export async function editTranslation(key: string, lang: Lang, value: string): Promise<void> {
  const admin = await apiAs(seeded.admin);
  await admin.call(translationEndpoints.update, { body: { key, values: [{ lang, value }] } });
}

/**
 * A text changed on the server while translationVersion stays where it was: what a client sees that fetched the
 * version just before an edit. Saving raises the version, so the fault lab puts it back.
 */
export async function editTranslationQuietly(key: string, lang: Lang, value: string): Promise<void> {
  const admin = await apiAs(seeded.admin);
  const { translationVersion } = (await admin.call(appSettingEndpoints.get)).itemInfo;
  await admin.call(translationEndpoints.update, { body: { key, values: [{ lang, value }] } });
  await setVersions({ translationVersion });
}
