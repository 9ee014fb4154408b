import { Hono } from 'hono';
import { translationEndpoints } from '@daftar/contracts/endpoints/translation';
import { listTranslationHistory, listTranslations, requireAdmin, updateTranslation } from '../domain/translations.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

/** The public translation maps and the administrators' in-place editing. */
export function translationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, translationEndpoints.list, (c, { params }) => listTranslations(c.get('db'), params.language));

  mountEndpoint(app, translationEndpoints.update, (c, { body }) => {
    const db = c.get('db');
    const { userId } = c.get('caller');
    requireAdmin(db, userId);
    updateTranslation(db, body.key, body.values, userId);
    return { success: true as const };
  });

  mountEndpoint(app, translationEndpoints.listHistory, (c, { params }) => {
    const db = c.get('db');
    requireAdmin(db, c.get('caller').userId);
    return { success: true as const, data: listTranslationHistory(db, params.key) };
  });

  return app;
}
