import { Hono } from 'hono';
import { backupFileName, companyBackupEndpoints } from '@daftar/contracts/endpoints/company-backup';
import { exportCompany } from '../domain/backup/export-company.ts';
import { restoreCompany } from '../domain/backup/restore-company.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fileAnswer } from '../http/file-answer.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';
import { tehranToday } from '../domain/clock/tehran-day.ts';

/** A company's backup file (owners and admins: the `backup` area) and a new company restored from one. */
export function companyBackupRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountEndpoint(app, companyBackupEndpoints.export, (c, { params }) => {
    const file = exportCompany(memberDb(c, params.companyId), params.companyId);
    return fileAnswer(c, {
      fileName: backupFileName(params.companyId, tehranToday()),
      mediaType: 'application/json',
      data: Buffer.from(JSON.stringify(file)),
    });
  });
  mountEndpoint(app, companyBackupEndpoints.restore, (c, { body }) => ({
    success: true as const,
    itemInfo: restoreCompany(c.get('db'), c.get('caller').userId, body.backup, { withEmployees: body.withEmployees }),
  }));
  return app;
}
