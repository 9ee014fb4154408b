import {
  accountsImportExample,
  customersImportExample,
  itemsImportExample,
  openingBalancesImportExample,
  tafsiliImportExample,
} from '@daftar/contracts/examples/imports';
import type { ImportFile, ImportKind, ImportPreview } from '@daftar/contracts/endpoints/imports';
import { MatchersV3 } from '@pact-foundation/pact';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { xlsxType } from '../../lib/xlsx/build-xlsx.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { commitImport, downloadImportTemplate, previewImport } from './imports-client.ts';

const { eachLike, integer, like, regex, string } = MatchersV3;

const hasCustomer = 'a company of the signed-in user has the customer the import example repeats';
const ownsCompany = 'the signed-in user owns a company';
const company = { companyId: 1 };
const customersPath = '/api/v1/companies/1/stakeholders/import/customers';
const itemsPath = '/api/v1/companies/1/items/import/items';
const tafsiliPath = '/api/v1/companies/1/accounting/import/tafsili';
const accountsPath = '/api/v1/companies/1/accounting/import/accounts';
const openingPath = '/api/v1/companies/1/accounting/import/opening-balances';
const keepsBooks = 'a company of the signed-in user keeps books';

/** A zip of one empty entry named `a`, byte for byte the same every run (a workbook's bytes carry its time). */
function emptyEntryZip(): Buffer {
  const local = Buffer.alloc(31);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt16LE(1, 26);
  local.write('a', 30);
  const central = Buffer.alloc(47);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(1, 28);
  central.write('a', 46);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(local.length, 16);
  return Buffer.concat([local, central, end]);
}

const status = regex(/^(NEW|UPDATE|SKIP|ERROR)$/, 'NEW');

/** A kind's CSV whose rows are all new: its preview (`more`: what the kind answers beside the rows), then its commit. */
interface CsvFile {
  test: string;
  kind: ImportKind;
  at: readonly [path: string, state: string];
  example: ImportFile;
  /** The file in the interactions' descriptions: `a request to preview ${title}`. */
  title: string;
  preview: { header: string; firstField: string; required: boolean; firstValue: string; rows: number };
  mapping: Record<string, number | null>;
  more?: Record<string, unknown>;
  check?: (preview: ImportPreview) => void;
}

const csvFiles: CsvFile[] = [
  {
    test: 'previews and commits an items CSV',
    kind: 'items',
    at: [itemsPath, ownsCompany],
    example: itemsImportExample,
    title: 'an items CSV',
    preview: { header: 'Code', firstField: 'code', required: false, firstValue: 'P-1', rows: 1 },
    mapping: { code: 0, name: 1, unit: 2, salePrice: 3 },
  },
  {
    test: 'previews and commits a tafsili CSV',
    kind: 'tafsili',
    at: [tafsiliPath, ownsCompany],
    example: tafsiliImportExample,
    title: 'a tafsili CSV',
    preview: { header: 'کد تفصیلی', firstField: 'code', required: false, firstValue: '9101', rows: 1 },
    mapping: { code: 0, name: 1, kind: 2 },
  },
  {
    test: 'previews and commits a chart accounts CSV: a moein under the chart’s kol',
    kind: 'accounts',
    at: [accountsPath, keepsBooks],
    example: accountsImportExample,
    title: 'a chart accounts CSV',
    preview: { header: 'کد حساب', firstField: 'code', required: true, firstValue: '1104', rows: 1 },
    mapping: { code: 0, nameFa: 1, nameEn: null, parentCode: 2, nature: null },
  },
  {
    test: 'previews an opening-balances CSV with its voucher’s totals, and commits it as the opening voucher',
    kind: 'opening-balances',
    at: [openingPath, keepsBooks],
    example: openingBalancesImportExample,
    title: 'a balanced opening-balances CSV',
    preview: { header: 'کد حساب', firstField: 'accountCode', required: true, firstValue: '1101', rows: 2 },
    mapping: { accountCode: 0, tafsiliCode: null, debit: 1, credit: 2, description: null },
    more: {
      opening: {
        date: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-03-21'),
        debit: 5_000_000,
        credit: 5_000_000,
        difference: 0,
        replaces: null,
        refusal: null,
      },
    },
    check: (preview) => expect(preview.opening?.difference).toBe(0),
  },
];

describe('spreadsheet imports', () => {
  it('previews a customers CSV: columns, mapping, and each row with its status and errors', async () => {
    await signedInPact(hasCustomer, company)
      .uponReceiving('a request to preview a customers CSV with a bad row and a duplicate')
      .request(`POST ${customersPath}/preview`, { body: customersImportExample })
      .answersItem(200, {
        kind: 'customers',
        format: 'CSV',
        encoding: 'utf-8',
        columns: eachLike({ index: integer(0), header: string('کد') }),
        fields: eachLike({ key: string('code'), required: like(false) }),
        mapping: like({ code: 0, firstName: 1, lastName: 2, nationalId: 3, mobile: 4 }),
        remembered: false,
        counts: { rows: 3, new: 1, update: 0, skip: 1, error: 1 },
        rows: [
          { row: 2, values: eachLike(string('3001')), status: 'NEW', errors: [], duplicateOf: null },
          {
            row: 3,
            values: eachLike(string('3002')),
            status: 'ERROR',
            errors: [{ field: 'nationalId', code: 'INVALID_NATIONAL_ID' }],
            duplicateOf: null,
          },
          {
            row: 4,
            values: eachLike(string('5001')),
            status: 'SKIP',
            errors: [],
            duplicateOf: { code: '5001', row: null },
          },
        ],
      })
      .test(async (client) => {
        const preview = await previewImport(client, 1, 'customers', customersImportExample);
        expect(preview.counts).toEqual({ rows: 3, new: 1, update: 0, skip: 1, error: 1 });
        expect(preview.rows[1]?.errors).toEqual([{ field: 'nationalId', code: 'INVALID_NATIONAL_ID' }]);
      });
  });

  it('refuses to commit a file with a bad row unless asked to skip it (422, nothing written)', async () => {
    const body = { ...customersImportExample, skipBadRows: false };
    await signedInPact(hasCustomer, company)
      .uponReceiving('a request to commit a customers CSV with a bad row')
      .request(`POST ${customersPath}/commit`, { body })
      .refusesCall(422, 'IMPORT_HAS_ERRORS', (client) => commitImport(client, 1, 'customers', body), [
        { path: 'rows.3.nationalId', message: 'INVALID_NATIONAL_ID' },
      ]);
  });

  it('commits the good rows, skipping the bad one and the duplicate', async () => {
    const body = { ...customersImportExample, skipBadRows: true };
    await signedInPact(hasCustomer, company)
      .uponReceiving('a request to commit a customers CSV skipping its bad rows')
      .request(`POST ${customersPath}/commit`, { body })
      .answersItem(200, { created: 1, updated: 0, skipped: 1, refused: 1 })
      .test(async (client) => {
        expect(await commitImport(client, 1, 'customers', body)).toEqual({
          created: 1,
          updated: 0,
          skipped: 1,
          refused: 1,
        });
      });
  });

  for (const file of csvFiles) {
    it(file.test, async () => {
      const { kind, at, example, title, preview: shown } = file;
      const [path, state] = at;
      const { rows } = shown;
      await signedInPact(state, company)
        .uponReceiving(`a request to preview ${title}`)
        .request(`POST ${path}/preview`, { body: example })
        .answersItem(
          200,
          like({
            kind,
            format: 'CSV',
            encoding: 'utf-8',
            columns: eachLike({ index: 0, header: shown.header }),
            fields: eachLike({ key: shown.firstField, required: shown.required }),
            mapping: file.mapping,
            remembered: false,
            counts: { rows, new: rows, update: 0, skip: 0, error: 0 },
            rows: eachLike({ row: 2, values: eachLike(shown.firstValue), status, errors: [], duplicateOf: null }),
            ...file.more,
          }),
        )
        .test(async (client) => {
          const preview = await previewImport(client, 1, kind, example);
          expect(preview.counts.new).toBe(rows);
          file.check?.(preview);
        });
      await signedInPact(state, company)
        .uponReceiving(`a request to commit ${title}`)
        .request(`POST ${path}/commit`, { body: example })
        .answersItem(200, { created: rows, updated: 0, skipped: 0, refused: 0 })
        .test(async (client) => {
          expect((await commitImport(client, 1, kind, example)).created).toBe(rows);
        });
    });
  }

  it.each<[ImportKind, string]>([
    ['customers', customersPath],
    ['items', itemsPath],
    ['tafsili', tafsiliPath],
    ['accounts', accountsPath],
    ['opening-balances', openingPath],
  ])('downloads the %s template as an XLSX', async (kind, path) => {
    // The template's zip carries the time it was made: its bytes are matched by kind against a fixed zip.
    const sample = join(await mkdtemp(join(tmpdir(), 'daftar-template-')), 'sample.xlsx');
    await writeFile(sample, emptyEntryZip());
    await signedInPact(ownsCompany, company)
      .uponReceiving(`a request for the ${kind} import template in Persian`)
      .request(`GET ${path}/template`, { query: { lang: 'fa' } })
      .answersFileOfType(200, 'application/zip', sample, {
        'Content-Type': xlsxType,
        'Content-Disposition': regex(
          /^attachment; filename="[^"]*"; filename\*=UTF-8''\S+$/,
          `attachment; filename="${kind}-template-fa.xlsx"; filename*=UTF-8''${kind}-template-fa.xlsx`,
        ),
      })
      .test(async (client) => {
        const file = await downloadImportTemplate(client, 1, kind, 'fa');
        expect(file.type).toBe(xlsxType);
      });
  });
});
