import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { now, ownedBy, rowId, timestamp } from './columns.ts';

/** One text of one key in one language (SPEC §3: a key with values [{lang, value}]). */
export const translations = sqliteTable(
  'translations',
  {
    key: text('key').notNull(),
    lang: text('lang', { enum: ['fa', 'en'] }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang] }), index('translations_lang_idx').on(table.lang)],
);

/** Every in-place edit by an administrator: who changed which language of a key, from what, when. */
export const translationChanges = sqliteTable(
  'translation_changes',
  {
    id: rowId(),
    key: text('key').notNull(),
    lang: text('lang', { enum: ['fa', 'en'] }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    changedBy: ownedBy('changed_by', () => users.id),
    changedAt: text('changed_at').notNull().default(now),
  },
  (table) => [index('translation_changes_key_idx').on(table.key)],
);

export type TranslationRow = typeof translations.$inferSelect;
