import { eq } from 'drizzle-orm';
import type { AppSetting } from '@daftar/contracts/endpoints/app-setting';
import type { Db } from '@daftar/db/client';
import { appSettings } from '@daftar/db/schema/app-settings';
import { DomainError } from './errors.ts';
import { perDb } from './per-db.ts';
import { TaggedJson } from './tagged-json.ts';
import { dataStamp } from './data-stamp.ts';

/** Read on every start of the SPA, so prepared once. */
const settingsRow = perDb((db) => db.select().from(appSettings).where(eq(appSettings.id, 1)).prepare());

/** The one settings row; a database seeded without it cannot serve the SPA's start-up (503). */
export function getAppSetting(db: Db): AppSetting {
  const row = settingsRow(db).get();
  if (!row) throw new DomainError('unavailable', 'APP_SETTING_MISSING');
  const { id: _id, ...setting } = row;
  return setting;
}

/** App-version's answer: the envelope around the settings. */
interface AppSettingAnswer {
  success: true;
  itemInfo: AppSetting;
}

const keptAnswers = perDb(() => ({ stamp: '', answer: undefined as TaggedJson<AppSettingAnswer> | undefined }));

/**
 * App-version's answer. Every client asks at each start-up and the settings change only on a save (or the fault
 * lab's version switch), so it is serialised and tagged once and kept while the database's stamp holds: a call in
 * between reads one pragma, with no row mapping and no JSON work, and a client that has it gets 304.
 */
export function appSettingAnswer(db: Db): TaggedJson<AppSettingAnswer> {
  const stamp = dataStamp(db);
  const kept = keptAnswers(db);
  if (kept.stamp !== stamp || !kept.answer) {
    kept.answer = new TaggedJson({ success: true as const, itemInfo: getAppSetting(db) });
    kept.stamp = stamp;
  }
  return kept.answer;
}
