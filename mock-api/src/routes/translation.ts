import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { translationEndpoints } from '@daftar/contracts/endpoints/translation';
import type { Queryable } from '@daftar/db/client';
import { translationChanges, translations } from '@daftar/db/schema/translations';
import { users } from '@daftar/db/schema/users';
import { saveTranslation } from '../domain/translations.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';

/** SPEC §6: only role ADMIN edits translations. */
function requireAdmin(db: Queryable, userId: number): void {
  const user = db.select({ role: users.role }).from(users).where(eq(users.id, userId)).get();
  if (user?.role !== 'ADMIN') throw new HttpError(403, 'ADMIN_ONLY');
}

/** The public translation maps and the administrators' in-place editing. */
export function translationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, translationEndpoints.list, (c, { params }) => {
    const rows = c
      .get('db')
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(eq(translations.lang, params.language))
      .all();
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  });

  mountEndpoint(app, translationEndpoints.update, (c, { body }) => {
    const db = c.get('db');
    const { userId } = c.get('caller');
    requireAdmin(db, userId);
    saveTranslation(db, body.key, body.values, userId);
    return { success: true as const };
  });

  mountEndpoint(app, translationEndpoints.listHistory, (c, { params }) => {
    const db = c.get('db');
    requireAdmin(db, c.get('caller').userId);
    const rows = db
      .select({
        lang: translationChanges.lang,
        oldValue: translationChanges.oldValue,
        newValue: translationChanges.newValue,
        changedBy: users.email,
        changedAt: translationChanges.changedAt,
      })
      .from(translationChanges)
      .innerJoin(users, eq(users.id, translationChanges.changedBy))
      .where(eq(translationChanges.key, params.key))
      .orderBy(desc(translationChanges.changedAt), desc(translationChanges.id))
      .all();
    return { success: true as const, data: rows };
  });

  return app;
}
