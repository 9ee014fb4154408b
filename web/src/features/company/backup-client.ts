import { companyBackupEndpoints, type RestoreBody } from '@daftar/contracts/endpoints/company-backup';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** Everything the company owns, as the backup file's bytes (a Blob the screen saves). */
export async function exportCompany(client: HttpClient, companyId: number) {
  return (await client.download(companyBackupEndpoints.export, { params: { companyId } })).data;
}

/** A new company from a backup file; answers its id and name (the screen switches to it). */
export async function restoreCompany(client: HttpClient, body: RestoreBody) {
  return (await client.call(companyBackupEndpoints.restore, { body })).itemInfo;
}
