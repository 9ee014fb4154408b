import type { Hono } from 'hono';
import type { ImportKind, importEndpoints } from '@daftar/contracts/endpoints/imports';
import { commitImport, previewImport } from '../domain/imports/imports.ts';
import { importTemplate } from '../domain/imports/template.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fileAnswer } from '../http/file-answer.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Mounts a kind's import calls (contracts' `importEndpoints`) under its area's path, so that area's roles apply: a
 * member who may not write the area is refused before the file is read.
 */
export function mountImports<Kind extends ImportKind>(
  app: Hono<AppEnv>,
  endpoints: ReturnType<typeof importEndpoints<Kind>>,
  kind: Kind,
): void {
  mountEndpoint(app, endpoints.previewImport, async (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: await previewImport(db, params.companyId, kind, body) };
  });
  mountEndpoint(app, endpoints.commitImport, async (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    return {
      success: true as const,
      itemInfo: await commitImport(db, params.companyId, kind, body, c.get('caller').userId),
    };
  });
  mountEndpoint(app, endpoints.downloadImportTemplate, async (c, { params, query }) => {
    memberDb(c, params.companyId);
    const { fileName, data } = await importTemplate(kind, query.lang);
    return fileAnswer(c, { fileName, mediaType: xlsxType, data });
  });
}
