import ExcelJS from 'exceljs';
import type { Hono } from 'hono';
import iconv from 'iconv-lite';
import type { AppEnv } from '../../src/http/app-env.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

/** Valid individual national ids: nine digits and their check digit (mod 11, weights 10 down to 2). */
export function personNationalId(n: number): string {
  const body = String(100_000_000 + n).slice(-9);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const remainder = sum % 11;
  return body + String(remainder < 2 ? remainder : 11 - remainder);
}

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le-bom' | 'windows-1256';

/** A CSV's bytes: lines of cells joined by the delimiter, in an encoding. */
export function csvBytes(
  rows: readonly (readonly string[])[],
  encoding: TextEncoding = 'utf-8',
  delimiter = ',',
): Buffer {
  const text = `${rows.map((cells) => cells.join(delimiter)).join('\r\n')}\r\n`;
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  if (encoding === 'utf-8-bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  if (encoding === 'utf-16le-bom') return Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]);
  // As Persian Excel saves it: Windows-1256 has Arabic yeh and kaf only.
  return iconv.encode(text.replace(/ی/g, 'ي').replace(/ک/g, 'ك'), 'windows-1256');
}

/** An XLSX's bytes with one sheet of these rows; `edit` may add formulas or merges. */
export async function xlsxBytes(
  rows: readonly (readonly (string | number)[])[],
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A preview or commit body for a file. */
export const fileBody = (bytes: Buffer, more: Record<string, unknown> = {}) => ({
  fileName: 'people.csv',
  data: bytes.toString('base64'),
  ...more,
});

/** What a preview or commit answers: the counts, each row's status and refusals, and what the kind adds (`More`). */
export type ImportAnswer<More = unknown> = {
  itemInfo: {
    counts: Record<string, number>;
    rows: { row: number; status: string; errors: { field: string; code: string }[] }[];
  } & Record<string, number> &
    More;
  message?: string;
  errors?: { path: string; message: string }[];
};

/** A file posted to one kind's preview or commit in a company, with `auth`'s headers. */
export const postImport = <More = unknown>(
  app: Hono<AppEnv>,
  where: { kind: string; companyId: number; auth: Record<string, string> },
  step: 'preview' | 'commit',
  body: unknown,
) =>
  call<ImportAnswer<More>>(
    app,
    'POST',
    `/api/v1/companies/${where.companyId}/accounting/import/${where.kind}/${step}`,
    {
      body,
      headers: where.auth,
    },
  );

/**
 * The same commit made by those who may not write the company's books: a new SALES member (status and message),
 * the signed-in owner aimed at another company, and a caller with no token. Answers each one's status, for the
 * test to state what it expects; what was written is the test's to check.
 */
export async function commitAsOutsiders(
  on: { t: TestApp; s: TestSession; companyId: number },
  kind: string,
  body: unknown,
): Promise<{ sales: [number, string | undefined]; otherCompany: number; noToken: number }> {
  const { t, s, companyId } = on;
  const commit = (auth: Record<string, string>, to = companyId) =>
    postImport(t.apps.main, { kind, companyId: to, auth }, 'commit', body);
  const sales = await signedIn(t.db, t.config, insertUser(t.db).id);
  addMember(t.db, sales.userId, companyId, 'SALES');
  const salesAnswer = await commit(sales.auth);
  return {
    sales: [salesAnswer.status, salesAnswer.body.message],
    otherCompany: (await commit(s.auth, insertCompany(t.db).id)).status,
    noToken: (await commit({})).status,
  };
}
