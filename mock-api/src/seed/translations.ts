import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { appSettings } from '@daftar/db/schema/app-settings';
import { translations } from '@daftar/db/schema/translations';
import type { Catalogue } from './catalogues.ts';

/**
 * Adds every catalogue text the table lacks; texts already there (perhaps edited in place by an administrator)
 * are kept. When a later run adds keys, translationVersion goes up so clients reload their translations.
 */
export function seedTranslations(db: Db, catalogue: Catalogue): number {
  return db.transaction((tx) => {
    const before = tx.select({ n: count() }).from(translations).get()?.n ?? 0;
    let added = 0;
    for (const [key, texts] of Object.entries(catalogue)) {
      for (const lang of ['fa', 'en'] as const) {
        const result = tx.insert(translations).values({ key, lang, value: texts[lang] }).onConflictDoNothing().run();
        added += result.changes;
      }
    }
    if (added > 0 && before > 0) {
      tx.update(appSettings)
        .set({ translationVersion: sql`${appSettings.translationVersion} + 1` })
        .where(eq(appSettings.id, 1))
        .run();
    }
    return added;
  });
}
