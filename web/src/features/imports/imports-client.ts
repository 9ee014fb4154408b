import {
  type ImportCommit,
  type ImportFile,
  type ImportKind,
  accountImportEndpoints,
  itemImportEndpoints,
  openingBalanceImportEndpoints,
  stakeholderImportEndpoints,
  tafsiliImportEndpoints,
} from '@daftar/contracts/endpoints/imports';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** Each kind's calls live under its own area's path (so that area's roles apply). */
const endpointsByKind = {
  customers: stakeholderImportEndpoints,
  items: itemImportEndpoints,
  accounts: accountImportEndpoints,
  tafsili: tafsiliImportEndpoints,
  'opening-balances': openingBalanceImportEndpoints,
};
const endpointsOf = (kind: ImportKind) => endpointsByKind[kind];

/** Reads the file and answers its columns, mapping and every row's status and errors; writes nothing. */
export async function previewImport(client: HttpClient, companyId: number, kind: ImportKind, file: ImportFile) {
  return (await client.call(endpointsOf(kind).previewImport, { params: { companyId }, body: file })).itemInfo;
}

/** Writes the file's rows in one transaction (or nothing); answers how many were created, updated, skipped, refused. */
export async function commitImport(client: HttpClient, companyId: number, kind: ImportKind, file: ImportCommit) {
  return (await client.call(endpointsOf(kind).commitImport, { params: { companyId }, body: file })).itemInfo;
}

/** The kind's XLSX template in a language: headers, an example row and the allowed values. */
export async function downloadImportTemplate(
  client: HttpClient,
  companyId: number,
  kind: ImportKind,
  lang: 'fa' | 'en',
) {
  return (await client.download(endpointsOf(kind).downloadImportTemplate, { params: { companyId }, query: { lang } }))
    .data;
}
