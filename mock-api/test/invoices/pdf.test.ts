import { mkdirSync, writeFileSync } from 'node:fs';
import { armanProfileExample, armanSettingsExample } from '@daftar/contracts/endpoints/company-profile-example';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { updateCompanyLogo, updateCompanyProfile } from '../../src/domain/company-profile/company-profile.ts';
import { updateCompanySettings } from '../../src/domain/company-profile/company-settings.ts';
import { dataUrlOf, solidPng } from '@daftar/contracts/testing/png';
import { addMember, insertCompany } from '../support/factories.ts';
import { allRows, openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

/** The files are kept for a person to look at (`pdftoppm -png`), beside the e2e suite's screenshots. */
const keep = new URL('../../../web/e2e/.artifacts/pdf/', import.meta.url);

let issued: number;
let draft: number;
const k = booksPerTest(openInvoiceBooks, async (books) => {
  updateCompanyProfile(books.t.db, books.b.companyId, armanProfileExample);
  updateCompanyLogo(books.t.db, books.b.companyId, dataUrlOf(solidPng(120, 60)));
  books.t.db.$client
    .prepare('update stakeholders set national_id = ?, economic_code = ? where id = ?')
    .run(buyer.nationalId, buyer.economicCode, books.customer);
  const lines = [
    { itemId: books.product, quantity: 3, unitPrice: 1_200_000 },
    { itemId: books.exempt, quantity: 2.5, unitPrice: 950_000, discountType: 'PERCENT', discountValue: 10 },
    { itemId: books.service, quantity: 1, unitPrice: 3_000_000, description: 'نصب در محل (Tehran)' },
  ];
  const invoice = (issue: boolean) =>
    books.api<{ itemInfo: { id: number } }>('POST', books.base, {
      kind: 'SELL',
      stakeholderId: books.customer,
      issueDate: '2026-05-10',
      dueDate: '2026-06-10',
      lines,
      notes: 'تحویل تا پایان هفته',
      issue,
    });
  issued = (await invoice(true)).body.itemInfo.id;
  draft = (await invoice(false)).body.itemInfo.id;
});

const pdfOf = (id: number, query = '', headers: Record<string, string> = k.s.auth) =>
  k.t.apps.main.request(`${k.base}/${id}/pdf${query}`, { headers });

const buyer = { nationalId: '0084575948', economicCode: '411122223333' };

/** Page 1's text as pdf.js reads it (Persian runs back in logical order), items joined by spaces. */
async function textOf(pdf: string): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(Buffer.from(pdf, 'latin1')) }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

async function bytesOf(res: Response, keepAs: string): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  mkdirSync(keep, { recursive: true });
  writeFileSync(new URL(keepAs, keep), bytes);
  return bytes.toString('latin1');
}

describe('GET …/invoices/:id/pdf', () => {
  it('answers the A4 PDF with its name, Vazirmatn embedded, one A4 page', async () => {
    const res = await pdfOf(issued);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice-1\.pdf"/);
    const pdf = await bytesOf(res, 'invoice-fa-a4.pdf');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+Vazirmatn-Regular/);
    expect(pdf).toMatch(/\/FontFile2/);
    // The company's logo, as an image of the page.
    expect(pdf).toMatch(/\/Subtype \/Image/);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = await textOf(pdf);
    // The company's economic code and the buyer's ids in Persian digits, the Jalali date, the total in words.
    expect(text).toContain('۴۱۱۱۳۵۶۷۸۹۱۲');
    expect(text).toContain('۰۰۸۴۵۷۵۹۴۸');
    expect(text).toContain('۴۱۱۱۲۲۲۲۳۳۳۳');
    expect(text).toContain('۱۴۰۵/۰۲/۲۰');
    expect(text).toContain('نه میلیون و سیصد و نود و هفت هزار و پانصد ریال');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('answers the 80 mm receipt on one page as long as it measures', async () => {
    const res = await pdfOf(issued, '?layout=receipt');
    expect(res.status).toBe(200);
    const pdf = await bytesOf(res, 'invoice-fa-receipt.pdf');
    const [, width, height] = pdf.match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/) ?? [];
    expect(Number(width)).toBeCloseTo(226.77, 1);
    expect(Number(height)).toBeGreaterThan(250);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('prints a draft, named by its id and stamped, and English documents left to right', async () => {
    const drafted = await pdfOf(draft);
    expect(drafted.status).toBe(200);
    expect(drafted.headers.get('content-disposition')).toMatch(/filename="invoice-draft-\d+\.pdf"/);
    // pdf.js reads the zero-width non-joiner of «پیش‌نویس» as a space.
    expect(await textOf(await bytesOf(drafted, 'invoice-fa-draft.pdf'))).toContain('پیش نویس — فاقد اعتبار');
    updateCompanySettings(k.t.db, k.b.companyId, { ...armanSettingsExample, documentLanguage: 'en' });
    const english = await pdfOf(issued);
    expect(english.status).toBe(200);
    const text = await textOf(await bytesOf(english, 'invoice-en-a4.pdf'));
    expect(text).toContain('Date: 05/10/2026');
    expect(text).toContain('Economic code: 411122223333');
    // The settings example keeps amounts in Tomans: 9,397,500 Rials.
    expect(text).toContain('nine hundred thirty-nine thousand seven hundred fifty tomans');
  });

  it('refuses a layout other than a4 or receipt: 400 on the field', async () => {
    const res = await pdfOf(issued, '?layout=letter');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      errors: [{ path: 'query.layout', message: 'INVALID_PDF_LAYOUT' }],
    });
  });

  it("answers 404 for another company's invoice, 403 to a non-member, 401 without a token; writes nothing", async () => {
    const before = allRows(k.t.db);
    const other = insertCompany(k.t.db).id;
    addMember(k.t.db, k.s.userId, other);
    const elsewhere = await k.t.apps.main.request(`/api/v1/companies/${other}/invoices/${issued}/pdf`, {
      headers: k.s.auth,
    });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ message: 'INVOICE_NOT_FOUND' });
    const stranger = insertCompany(k.t.db).id;
    const refused = await k.t.apps.main.request(`/api/v1/companies/${stranger}/invoices/${issued}/pdf`, {
      headers: k.s.auth,
    });
    expect(refused.status).toBe(403);
    expect((await pdfOf(issued, '', {})).status).toBe(401);
    expect(allRows(k.t.db)).toEqual(before);
  });
});
