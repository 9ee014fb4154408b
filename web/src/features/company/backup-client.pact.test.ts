import { backupFormat } from '@daftar/contracts/endpoints/company-backup';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { exportCompany, restoreCompany } from './backup-client.ts';
import { company, hasProfile, integer, regex, string } from './company-pact-fixtures.ts';

/** The smallest file there is: a company with no records (the provider restores it as it is). */
const emptyCompany = {
  format: backupFormat,
  version: 1,
  exportedAt: '2026-12-01T08:30:00.000Z',
  company: { name: 'کافه نارنج', created_at: '2026-01-10T08:00:00.000Z' },
  users: [],
  members: [],
  tables: {},
};

describe("a company's backup", () => {
  it('downloads everything the company owns as one JSON file', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request for the company backup file')
      .request('GET /api/v1/companies/1/backup')
      .answersFile(200, 'application/json', Buffer.from(JSON.stringify(emptyCompany)), {
        'Content-Disposition': regex(
          /^attachment; filename="daftar-company-\d+-\d{4}-\d\d-\d\d\.json"; filename\*=UTF-8''\S+$/,
          'attachment; filename="daftar-company-1-2026-12-01.json"; filename*=UTF-8\'\'daftar-company-1-2026-12-01.json',
        ),
      })
      .test(async (client) => {
        const file = await exportCompany(client, 1);
        expect(JSON.parse(await file.text())).toMatchObject({ format: 'daftar-company' });
      });
  });

  it('restores a file as a new company the caller owns', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to restore a company backup file')
      .request('POST /api/v1/companies/restore', { body: { backup: emptyCompany, withEmployees: false } })
      .answersItem(201, { companyId: integer(2), name: string('کافه نارنج'), rows: integer(0), employees: integer(0) })
      .test(async (client) => {
        const restored = await restoreCompany(client, { backup: emptyCompany, withEmployees: false });
        expect(restored.name).toBe('کافه نارنج');
      });
  });

  it('answers 400 BACKUP_VERSION_TOO_NEW for a file of a newer format, writing nothing', async () => {
    const newer = { ...emptyCompany, version: 99 };
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to restore a backup file of a newer format version')
      .request('POST /api/v1/companies/restore', { body: { backup: newer, withEmployees: false } })
      .refusesCall(
        400,
        'BACKUP_VERSION_TOO_NEW',
        (client) => restoreCompany(client, { backup: newer, withEmployees: false }),
        [{ path: 'body.backup.version', message: 'BACKUP_VERSION_TOO_NEW' }],
      );
  });
});
