import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { appSettings } from '@daftar/db/schema/app-settings';
import { translationChanges, translations } from '@daftar/db/schema/translations';

type Lang = 'fa' | 'en';

/**
 * Writes every given language of a key, records each change, and bumps translationVersion — all in one
 * transaction, so clients never see half an edit or a new text without the version that makes them reload it.
 */
export function saveTranslation(db: Db, key: string, values: { lang: Lang; value: string }[], userId: number): void {
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
