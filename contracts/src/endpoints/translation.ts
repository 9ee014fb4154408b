import { z } from 'zod';
import { openEndpoint, userEndpoint } from '../endpoint-groups.ts';
import { isoDateTimeSchema, languageSchema } from '../schemas/common.ts';

/** Keys are upper-case words joined by underscores (SPEC §3). */
export const translationKeySchema = z.string().regex(/^[A-Z0-9]+(_[A-Z0-9]+)*$/, { error: 'INVALID_TRANSLATION_KEY' });

/** SPEC §7: the answer is the flat map key → text itself. */
export const translationMapSchema = z.record(z.string(), z.string());

const list = openEndpoint.get('listTranslations', '/api/v1/translation/:language', {
  summary: 'Every translation of one language as a flat map (public: the login page needs it).',
  params: z.object({ language: languageSchema }),
  response: translationMapSchema,
});

export const translationValueSchema = z.object({ lang: languageSchema, value: z.string().max(4000) });

const update = userEndpoint.put('updateTranslation', '/api/v1/admin/translation/update', {
  summary: 'ADMIN only: writes every given language of a key in one transaction and bumps translationVersion.',
  body: z.object({ key: translationKeySchema, values: z.array(translationValueSchema).min(1).max(2) }),
  response: z.object({ success: z.literal(true) }),
});

export const translationChangeSchema = z.object({
  lang: languageSchema,
  oldValue: z.string().nullable(),
  newValue: z.string(),
  changedBy: z.string(),
  changedAt: isoDateTimeSchema,
});

const listHistory = userEndpoint.get('listTranslationHistory', '/api/v1/admin/translation/history/:key', {
  summary: 'ADMIN only: who changed which language of a key, when, and from what; newest first.',
  params: z.object({ key: translationKeySchema }),
  response: z.object({ success: z.literal(true), data: z.array(translationChangeSchema) }),
});

export const translationEndpoints = { list, update, listHistory };
