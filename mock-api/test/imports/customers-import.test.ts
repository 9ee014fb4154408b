import { eq } from 'drizzle-orm';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { csvBytes, fileBody, personNationalId, type TextEncoding } from './import-files.ts';

const area = companyAreaPerTest('stakeholders/import/customers', 'OWNER');

interface PreviewRow {
  row: number;
  values: string[];
  status: string;
  errors: { field: string; code: string }[];
  duplicateOf: { code: string | null; row: number | null } | null;
}
interface Preview {
  encoding: string | null;
  format: string;
  mapping: Record<string, number | null>;
  remembered: boolean;
  counts: Record<string, number>;
  rows: PreviewRow[];
  fields: { key: string }[];
}

const preview = (body: unknown) =>
  call<{ itemInfo: Preview }>(area.t.apps.main, 'POST', `${area.base}/preview`, { body, headers: area.s.auth });
const commit = (body: unknown) =>
  call<{ itemInfo: Record<string, number>; message?: string; errors?: { path: string; message: string }[] }>(
    area.t.apps.main,
    'POST',
    `${area.base}/commit`,
    { body, headers: area.s.auth },
  );

const companyPeople = () =>
  area.t.db.select().from(stakeholders).where(eq(stakeholders.companyId, area.companyId)).all();

/**
 * A Persian sheet as Excel writes it: Persian headers, Persian digits in ids and mobiles (Windows-1256 has no
 * Persian digits: Excel writes Latin ones there).
 */
const persianDigits = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] as string);
const sheetIn = (encoding: TextEncoding) => {
  const digits = encoding === 'windows-1256' ? (text: string) => text : persianDigits;
  return [
    ['کد', 'نام', 'نام خانوادگی', 'کد ملی', 'تلفن همراه', 'نقش'],
    ['3001', 'مریم', 'احمدی', digits(personNationalId(1)), digits('09121234567'), 'مشتری'],
    ['3002', 'کاوه', 'یزدانی', personNationalId(2), '+989351112233', 'هر دو'],
  ];
};

describe('customers import: reading files', () => {
  it.each<TextEncoding>(['utf-8', 'utf-8-bom', 'windows-1256', 'utf-16le-bom'])(
    'reads a Persian CSV in %s, matching Persian headers and reading Persian digits',
    async (encoding) => {
      const delimiter = encoding === 'utf-16le-bom' ? '\t' : ',';
      const { status, body } = await preview(fileBody(csvBytes(sheetIn(encoding), encoding, delimiter)));
      expect(status).toBe(200);
      const expected = { 'utf-8': 'utf-8', 'utf-8-bom': 'utf-8', 'windows-1256': 'windows-1256' }[encoding as string];
      expect(body.itemInfo.encoding).toBe(expected ?? 'utf-16le');
      expect(body.itemInfo.mapping).toMatchObject({ code: 0, firstName: 1, lastName: 2, nationalId: 3, mobile: 4 });
      expect(body.itemInfo.counts).toMatchObject({ rows: 2, new: 2, error: 0 });
      const first = body.itemInfo.rows[0] as PreviewRow;
      expect(first.row).toBe(2);
      expect(first.values[body.itemInfo.fields.findIndex((f) => f.key === 'firstName')]).toBe('مریم');
      expect(rowsIn(area.t.db, stakeholders)).toBe(0);
    },
  );

  it('commits every row in one go, each with its person tafsili, the mobiles and ids as the form stores them', async () => {
    const { status, body } = await commit(fileBody(csvBytes(sheetIn('windows-1256'), 'windows-1256')));
    expect(status).toBe(200);
    expect(body.itemInfo).toEqual({ created: 2, updated: 0, skipped: 0, refused: 0 });
    const people = companyPeople();
    expect(people.map((p) => [p.code, p.displayName, p.nationalId, p.mobile, p.isCustomer, p.isSupplier])).toEqual([
      ['3001', 'مریم احمدی', personNationalId(1), '09121234567', true, false],
      ['3002', 'کاوه یزدانی', personNationalId(2), '09351112233', true, true],
    ]);
    const tafsili = area.t.db.select().from(tafsiliAccounts).where(eq(tafsiliAccounts.companyId, area.companyId)).all();
    expect(tafsili.map((row) => row.stakeholderId).sort()).toEqual(people.map((p) => p.id).sort());
  });

  it('gives rows without a code the next free codes, and reads English headers and a business by its name alone', async () => {
    const sheet = [
      ['Business name', 'Economic code', 'Phone'],
      ['پخش البرز', '411111111111', '02188776655'],
      ['Narenj Trading', '', ''],
    ];
    const { body } = await commit(fileBody(csvBytes(sheet)));
    expect(body.itemInfo.created).toBe(2);
    expect(companyPeople().map((p) => [p.code, p.kind, p.businessName])).toEqual([
      ['1001', 'BUSINESS', 'پخش البرز'],
      ['1002', 'BUSINESS', 'Narenj Trading'],
    ]);
  });
});

describe('customers import: the books', () => {
  it('gives each person a tafsili under their code, or the next free code when a tafsili already has it', async () => {
    area.t.db
      .insert(tafsiliAccounts)
      .values({ companyId: area.companyId, kind: 'OTHER', code: '3001', name: 'پروژه' })
      .run();
    const { body } = await commit(fileBody(csvBytes(sheetIn('utf-8'))));
    expect(body.itemInfo.created).toBe(2);
    const codes = area.t.db
      .select()
      .from(tafsiliAccounts)
      .where(eq(tafsiliAccounts.companyId, area.companyId))
      .all()
      .filter((row) => row.stakeholderId !== null)
      .map((row) => row.code);
    expect(codes).toHaveLength(2);
    expect(codes).toContain('3002');
    expect(codes).not.toContain('3001');
  });
});

describe('customers import: rows with errors', () => {
  const sheet = [
    ['Code', 'First name', 'Last name', 'National id', 'Mobile', 'Postal code'],
    ['4001', 'Sara', 'Karimi', personNationalId(3), '09120000001', '1234567890'],
    ['4002', 'Reza', '', '0499370898', '0912', '123'],
    ['4003', 'Nima', 'Rad', '', '', ''],
  ];

  it('says each bad cell with the form’s own code, and the good rows stay new', async () => {
    const { body } = await preview(fileBody(csvBytes(sheet)));
    expect(body.itemInfo.counts).toMatchObject({ rows: 3, new: 2, error: 1 });
    const bad = body.itemInfo.rows.find((row) => row.row === 3);
    expect(bad?.status).toBe('ERROR');
    expect(bad?.errors).toEqual(
      expect.arrayContaining([
        { field: 'lastName', code: 'REQUIRED' },
        { field: 'nationalId', code: 'INVALID_NATIONAL_ID' },
        { field: 'mobile', code: 'INVALID_MOBILE' },
        { field: 'postalCode', code: 'INVALID_POSTAL_CODE' },
      ]),
    );
  });

  it('refuses the whole file while a row is bad (422, nothing written), and writes the good rows when asked to skip the bad', async () => {
    const refused = await commit(fileBody(csvBytes(sheet)));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('IMPORT_HAS_ERRORS');
    expect(refused.body.errors).toContainEqual({ path: 'rows.3.nationalId', message: 'INVALID_NATIONAL_ID' });
    expect(rowsIn(area.t.db, stakeholders)).toBe(0);
    expect(rowsIn(area.t.db, tafsiliAccounts)).toBe(0);

    const skipped = await commit(fileBody(csvBytes(sheet), { skipBadRows: true }));
    expect(skipped.body.itemInfo).toEqual({ created: 2, updated: 0, skipped: 0, refused: 1 });
    expect(companyPeople().map((p) => p.code)).toEqual(['4001', '4003']);
  });
});

describe('customers import: duplicates', () => {
  const sheet = (mobile: string) => [
    ['Code', 'First name', 'Last name', 'Mobile'],
    ['5001', 'Leila', 'Moradi', mobile],
  ];

  it('refuses, skips or updates a row whose code the company has, as chosen', async () => {
    const existing = insertStakeholder(area.t.db, area.companyId, {
      code: '5001',
      firstName: 'لیلا',
      lastName: 'مرادی',
      nationalId: personNationalId(9),
    });
    const refused = await preview(fileBody(csvBytes(sheet('09121110000'))));
    expect(refused.body.itemInfo.rows[0]).toMatchObject({
      status: 'ERROR',
      errors: [{ field: 'code', code: 'DUPLICATE_CODE' }],
      duplicateOf: { code: '5001', row: null },
    });
    const skipped = await commit(fileBody(csvBytes(sheet('09121110000')), { onDuplicate: 'skip' }));
    expect(skipped.body.itemInfo).toEqual({ created: 0, updated: 0, skipped: 1, refused: 0 });
    const updated = await commit(fileBody(csvBytes(sheet('09121110000')), { onDuplicate: 'update' }));
    expect(updated.body.itemInfo).toEqual({ created: 0, updated: 1, skipped: 0, refused: 0 });
    const [after] = companyPeople();
    expect(after).toMatchObject({ id: existing.id, firstName: 'Leila', mobile: '09121110000' });
    // A field the file has no column for keeps its value.
    expect(after?.nationalId).toBe(personNationalId(9));
  });

  it('finds a repeated national id within the file and against the company', async () => {
    insertStakeholder(area.t.db, area.companyId, { code: '6000', nationalId: personNationalId(20) });
    const rows = [
      ['National id', 'First name', 'Last name'],
      [personNationalId(21), 'A', 'B'],
      [personNationalId(21), 'C', 'D'],
      [personNationalId(20), 'E', 'F'],
    ];
    const { body } = await preview(fileBody(csvBytes(rows)));
    expect(body.itemInfo.rows.map((row) => [row.status, row.errors[0]?.code])).toEqual([
      ['NEW', undefined],
      ['ERROR', 'IMPORT_DUPLICATE_IN_FILE'],
      ['ERROR', 'DUPLICATE_NATIONAL_ID'],
    ]);
    const updated = await commit(fileBody(csvBytes(rows), { onDuplicate: 'update' }));
    expect(updated.body.itemInfo).toEqual({ created: 1, updated: 2, skipped: 0, refused: 0 });
    expect(companyPeople().map((p) => p.displayName)).toEqual(['E F', 'C D']);
  });
});

describe('customers import: the mapping', () => {
  const sheet = [
    ['Cust Tel', 'Given', 'Family'],
    ['09125550000', 'Omid', 'Nazari'],
  ];

  it('takes the mapping chosen, refuses one that reads a column twice, and remembers a committed one for the company', async () => {
    const first = await preview(fileBody(csvBytes(sheet)));
    expect(first.body.itemInfo.mapping.mobile).toBeNull();
    expect(first.body.itemInfo.remembered).toBe(false);
    const twice = await preview(fileBody(csvBytes(sheet), { mapping: { firstName: 1, lastName: 1 } }));
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ message: 'IMPORT_MAPPING_INVALID' });
    const mapping = { mobile: 0, firstName: 1, lastName: 2 };
    expect((await commit(fileBody(csvBytes(sheet), { mapping }))).status).toBe(200);
    const again = await preview(fileBody(csvBytes(sheet)));
    expect(again.body.itemInfo.remembered).toBe(true);
    expect(again.body.itemInfo.mapping).toMatchObject(mapping);
  });
});
