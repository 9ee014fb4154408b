import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { appSettings } from '@daftar/db/schema/app-settings';
import { translationChanges, translations } from '@daftar/db/schema/translations';
import { users } from '@daftar/db/schema/users';
import { DomainError } from './errors.ts';
import { perDb } from './per-db.ts';
import { TaggedJson } from './tagged-json.ts';
import { dataStamp } from './data-stamp.ts';

type Lang = 'fa' | 'en';

/** SPEC §6: only role ADMIN edits translations or reads their history. */
export function requireAdmin(db: Queryable, userId: number): void {
  const user = db.select({ role: users.role }).from(users).where(eq(users.id, userId)).get();
  if (user?.role !== 'ADMIN') throw new DomainError('forbidden', 'ADMIN_ONLY');
}

/** Every text of one language as the flat map key → text (SPEC §7). */
function readTranslations(db: Queryable, lang: Lang): Record<string, string> {
  const rows = db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.lang, lang))
    .all();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

const keptMaps = perDb(() => new Map<Lang, { stamp: string; map: TaggedJson<Record<string, string>> }>());

/**
 * The language's map, serialised and tagged once and kept until the database changes (every client asks for it at
 * start-up; an administrator's save is rare): a call in between answers from memory, with no query and no JSON work.
 */
export function listTranslations(db: Db, lang: Lang): TaggedJson<Record<string, string>> {
  const stamp = dataStamp(db);
  const kept = keptMaps(db);
  const known = kept.get(lang);
  if (known?.stamp === stamp) return known.map;
  const map = new TaggedJson(readTranslations(db, lang));
  kept.set(lang, { stamp, map });
  return map;
}

/**
 * Writes every given language of a key, records each change, and bumps translationVersion — all in one
 * transaction, so clients never see half an edit or a new text without the version that makes them reload it.
 */
export function updateTranslation(db: Db, key: string, values: { lang: Lang; value: string }[], userId: number): void {
  db.transaction((tx) => {
    const now = new Date().toISOString();
    for (const { lang, value } of values) {
      const old = tx
        .select({ value: translations.value })
        .from(translations)
        .where(and(eq(translations.key, key), eq(translations.lang, lang)))
        .get();
      tx.insert(translations)
        .values({ key, lang, value, updatedAt: now })
        .onConflictDoUpdate({ target: [translations.key, translations.lang], set: { value, updatedAt: now } })
        .run();
      // The dialog sends every language; only a language whose text really changed is a change in the history.
      if (old?.value === value) continue;
      tx.insert(translationChanges)
        .values({ key, lang, oldValue: old?.value ?? null, newValue: value, changedBy: userId, changedAt: now })
        .run();
    }
    tx.update(appSettings)
      .set({ translationVersion: sql`${appSettings.translationVersion} + 1` })
      .where(eq(appSettings.id, 1))
      .run();
  });
}

/** Who changed which language of a key, when, and from what; newest first. */
export function listTranslationHistory(db: Queryable, key: string) {
  return db
    .select({
      lang: translationChanges.lang,
      oldValue: translationChanges.oldValue,
      newValue: translationChanges.newValue,
      changedBy: users.email,
      changedAt: translationChanges.changedAt,
    })
    .from(translationChanges)
    .innerJoin(users, eq(users.id, translationChanges.changedBy))
    .where(eq(translationChanges.key, key))
    .orderBy(desc(translationChanges.changedAt), desc(translationChanges.id))
    .all();
}
