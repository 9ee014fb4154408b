import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { signedIn } from '../support/session.ts';
import { bookRows, cr, dr } from '../accounting/books.ts';
import { useBooksOverHttp } from '../support/books-over-http.ts';
import { pdfPagesText } from './pdf-text.ts';

const area = useBooksOverHttp();
beforeEach(async () => {
  const voucher = await area.t.apps.main.request(`${area.base}/vouchers`, {
    method: 'POST',
    headers: { ...area.s.auth, 'Content-Type': 'application/json', ...xsrf },
    body: JSON.stringify({
      date: '2026-04-01',
      lines: [dr(area.b.acc('1101'), 5_000_000), cr(area.b.acc('6101'), 5_000_000)],
    }),
  });
  expect(voucher.status).toBe(201);
});

const xsrf = { Cookie: 'XSRF-TOKEN=test-xsrf-token', 'X-XSRF-TOKEN': 'test-xsrf-token' };
const farvardin = 'from=2026-03-21&to=2026-04-20';
const get = (path: string, auth: Record<string, string> = area.s.auth) =>
  area.t.apps.main.request(path, { headers: auth });

/** A refusal: its status and code, and not a row of the books changed. */
async function expectRefused(path: string, status: number, message: string, auth = area.s.auth) {
  const before = bookRows(area.t.db);
  const res = await get(path, auth);
  const body = (await res.json()) as { success: boolean; message: string; errors?: unknown };
  expect({ status: res.status, success: body.success, message: body.message }).toEqual({
    status,
    success: false,
    message,
  });
  expect(bookRows(area.t.db)).toEqual(before);
  return body;
}

const pdfOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('GET …/reports/legal-journal/pdf and …/legal-ledger/pdf', () => {
  it('answer the books of a range as an A4 PDF named by book and range, never cached', async () => {
    const journal = await get(`${area.base}/reports/legal-journal/pdf?${farvardin}`);
    expect(journal.status).toBe(200);
    expect(journal.headers.get('content-type')).toBe('application/pdf');
    expect(journal.headers.get('content-disposition')).toMatch(
      /^attachment; filename="legal-journal-2026-03-21-2026-04-20\.pdf"/,
    );
    expect(journal.headers.get('cache-control')).toBe('private, no-store');
    const pages = await pdfPagesText(await pdfOf(journal));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.text).toContain('دفتر روزنامه');
    expect(pages[0]?.text).toContain('۵٬۰۰۰٬۰۰۰');
    const ledger = await get(`${area.base}/reports/legal-ledger/pdf?${farvardin}&accountId=${area.b.acc('1101')}`);
    expect(ledger.status).toBe(200);
    expect(ledger.headers.get('content-disposition')).toMatch(/filename="legal-ledger-2026-03-21-2026-04-20\.pdf"/);
    const kol = await pdfPagesText(await pdfOf(ledger));
    expect(kol.map((page) => page.text.includes('موجودی نقد و بانک'))).toEqual([true]);
  });

  it('a period without rows is one sheet saying so', async () => {
    const res = await get(`${area.base}/reports/legal-journal/pdf?from=2026-06-01&to=2026-06-30`);
    expect(res.status).toBe(200);
    const pages = await pdfPagesText(await pdfOf(res));
    expect(pages.map((page) => page.text.includes('در این دوره سندی ثبت نشده است.'))).toEqual([true]);
  });

  it('bad input is 400 with the code, an unknown account 404; nothing written', async () => {
    await expectRefused(
      `${area.base}/reports/legal-journal/pdf?from=2026-03-21&to=2027-04-01`,
      400,
      'PERIOD_OUTSIDE_YEAR',
    );
    await expectRefused(
      `${area.base}/reports/legal-ledger/pdf?from=2026-03-21&to=2027-04-01`,
      400,
      'PERIOD_OUTSIDE_YEAR',
    );
    const badDate = await expectRefused(
      `${area.base}/reports/legal-journal/pdf?from=1405-13-01`,
      400,
      'VALIDATION_FAILED',
    );
    expect(badDate.errors).toEqual([expect.objectContaining({ path: 'query.from' })]);
    await expectRefused(`${area.base}/reports/legal-ledger/pdf?accountId=abc`, 400, 'VALIDATION_FAILED');
    await expectRefused(`${area.base}/reports/legal-ledger/pdf?accountId=999999`, 404, 'ACCOUNT_NOT_FOUND');
  });

  it('a VIEWER reads them; SALES, a stranger, an unknown company and no token are refused', async () => {
    const member = async (role: 'VIEWER' | 'SALES') => {
      const user = insertUser(area.t.db).id;
      addMember(area.t.db, user, area.b.companyId, role);
      return (await signedIn(area.t.db, area.t.config, user)).auth;
    };
    for (const book of ['legal-journal', 'legal-ledger']) {
      const path = `${area.base}/reports/${book}/pdf?${farvardin}`;
      expect((await get(path, await member('VIEWER'))).status).toBe(200);
      await expectRefused(path, 403, 'ROLE_FORBIDDEN', await member('SALES'));
      const stranger = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
      await expectRefused(path, 403, 'NOT_A_COMPANY_MEMBER', stranger.auth);
      // Another company of the caller's own has no such books: its year does not hold the range.
      const other = insertCompany(area.t.db).id;
      addMember(area.t.db, area.s.userId, other, 'OWNER');
      await expectRefused(
        path.replace(`/companies/${area.b.companyId}/`, `/companies/${other}/`),
        404,
        'FISCAL_YEAR_NOT_FOUND',
      );
      await expectRefused(
        path.replace(`/companies/${area.b.companyId}/`, '/companies/999999/'),
        404,
        'COMPANY_NOT_FOUND',
      );
      expect((await get(path, {})).status).toBe(401);
    }
  });
});
